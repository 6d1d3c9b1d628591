/** The last answer: status and time, why it was given and what is surprising about it, then headers and body. */
import { JsonEditor } from '../../editor';
import { formatTime, prettyBody } from '../../shared/format';
import { AnswerReasons, BannerView, RedirectLink } from '../answer';
import type { ConsoleAnswer } from '../console-api';
import { useConsoleStore } from '../console-store';
import { AnswerHeaders } from '../../shared/answer-headers';
import { statusLine } from '../../shared/status-line';

export function AnswerPanel() {
  const answer = useConsoleStore((state) => state.answer);
  const reasons = useConsoleStore((state) => state.reasons);
  const surprises = useConsoleStore((state) => state.surprises);
  const failure = useConsoleStore((state) => state.failure);

  if (failure) {
    return (
      <section className="card answer" aria-label="Answer" aria-live="polite">
        <h2>No answer</h2>
        <p className="notice notice--error">{failure}</p>
      </section>
    );
  }
  if (!answer) {
    return (
      <section className="card answer answer--empty" aria-label="Answer" aria-live="polite">
        <p className="muted">Send a request to see the answer here.</p>
      </section>
    );
  }
  const tone = answer.status < 300 ? 'ok' : answer.status < 500 ? 'warn' : 'error';
  const redirectUrl = redirectUrlOf(answer);
  return (
    <section className="card answer" aria-label="Answer" aria-live="polite">
      <h2 className="answer-status">
        <span className={`status status--${tone}`} data-testid="response-status">
          {statusLine(answer.status, answer.statusText)}
        </span>
        <span className="muted small" data-testid="response-time">
          {answer.durationMs} ms
        </span>
      </h2>
      {answer.kept && (
        <p className="muted small" data-testid="answer-kept">
          The answer kept in the history for this request, sent {formatTime(answer.kept.sentAt)}
          {answer.kept.truncated ? '; its body was cut to the first 64 KB.' : '.'}
        </p>
      )}
      <AnswerReasons reasons={reasons} />
      {surprises.length > 0 && (
        <ul className="surprises" aria-label="Worth knowing">
          {surprises.map((note) => (
            <li key={note} className="notice notice--warn">
              {note}
            </li>
          ))}
        </ul>
      )}
      {redirectUrl && <RedirectLink url={redirectUrl} />}
      {answer.image && <BannerView kind={answer.image.kind} bytes={answer.image.bytes} />}
      <AnswerHeaders headers={answer.headers} />
      <h3>Body</h3>
      <AnswerBody answer={answer} />
    </section>
  );
}

function AnswerBody({ answer }: { answer: ConsoleAnswer }) {
  if (answer.image)
    return (
      <p className="muted small">
        {answer.image.bytes.length} bytes of {answer.image.kind.toUpperCase()}, shown above.
      </p>
    );
  // The history keeps text: a PNG banner's bytes do not survive it.
  if (answer.kept && /octet-stream|^image\//.test(answer.contentType)) {
    return <p className="muted small">An image: the history keeps no image bytes. Send the request again to see it.</p>;
  }
  if (answer.contentType.includes('json')) {
    return <JsonEditor label="Response body" value={prettyBody(answer.text)} readOnly height="max(20rem, 60vh)" />;
  }
  return (
    <pre className="body-text" data-testid="response-body" tabIndex={0} aria-label="Response body">
      {answer.text || '(empty)'}
    </pre>
  );
}

function redirectUrlOf(answer: ConsoleAnswer): string | undefined {
  if (!answer.contentType.includes('json')) return undefined;
  try {
    const value = (JSON.parse(answer.text) as Record<string, unknown> | null)?.redirectUrl;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
