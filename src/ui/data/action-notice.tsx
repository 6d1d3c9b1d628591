/** The outcome of the last export, import or reset, as text beside the control that started it. */
import { useDataStore, type DataAction } from './data-store';
import { Notice } from '../shared/notice';

/** Nothing unless the last notice belongs to `action`; errors are alerts, successes a status line. */
export function ActionNotice({ action }: { action: DataAction }) {
  const notice = useDataStore((state) => (state.notice?.action === action ? state.notice : null));
  return <Notice text={notice?.text} tone={notice?.tone} testId={`${action}-notice`} />;
}
