/** The outcome of the last export, import or reset, as text beside the control that started it. */
import { useDataStore, type DataAction } from './data-store';

/** Nothing unless the last notice belongs to `action`; errors are alerts, successes a status line. */
export function ActionNotice({ action }: { action: DataAction }) {
  const notice = useDataStore((state) => (state.notice?.action === action ? state.notice : null));
  if (!notice) return null;
  return (
    <p
      className={notice.tone === 'ok' ? 'notice notice--ok' : 'notice notice--error'}
      role={notice.tone === 'ok' ? 'status' : 'alert'}
      data-testid={`${action}-notice`}
    >
      {notice.text}
    </p>
  );
}
