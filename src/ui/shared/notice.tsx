/**
 * The outcome of an action, as a line beside the control that started it. One component so that
 * every screen announces alike: a failure is an alert (read out at once), a success a status line.
 */

export type NoticeTone = 'ok' | 'error';

interface NoticeProps {
  /** Nothing is shown while it is empty. */
  text: string | null | undefined;
  tone?: NoticeTone;
  /** For notices inside a compact form. */
  small?: boolean;
  testId?: string;
}

export function Notice({ text, tone = 'error', small = false, testId }: NoticeProps) {
  if (!text) return null;
  return (
    <p className={`notice notice--${tone}${small ? ' small' : ''}`} role={tone === 'ok' ? 'status' : 'alert'} data-testid={testId}>
      {text}
    </p>
  );
}
