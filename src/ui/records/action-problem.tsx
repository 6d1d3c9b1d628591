/** The last operator action's failure, as the gateway worded it. */
import { useRecordsStore } from './records-store';
import { Notice } from '../shared/notice';

export function ActionProblem() {
  return <Notice text={useRecordsStore((state) => state.actionError)} />;
}
