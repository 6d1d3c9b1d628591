/** The last operator action's failure, as the gateway worded it. */
import { useRecordsStore } from './records-store';

export function ActionProblem() {
  const actionError = useRecordsStore((state) => state.actionError);
  if (!actionError) return null;
  return (
    <p className="notice notice--error" role="alert">
      {actionError}
    </p>
  );
}
