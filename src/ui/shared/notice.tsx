/**
 * The outcome of an action, as a line beside the control that started it. One component so that
 * every screen announces alike: a failure is an alert (read out at once), a success a status line.
 */

export type NoticeTone = 'ok' | 'error';

/** Nothing while `text` is empty; `small` for notices inside a compact form. */
export function Notice({ text, tone = 'error', small = false, testId }: { text: string | null | undefined; tone?: NoticeTone; small?: boolean; testId?: string }) {
  if (!text) return null;
  return (
    <p className={`notice notice--${tone}${small ? ' small' : ''}`} role={tone === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      {text}
    </p>
  );
}
