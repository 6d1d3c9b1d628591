/** The shown step's answer: status, headers and body as text, and a QR banner as an image. */
import { useEffect, useState, type ReactNode } from 'react';
import { RedirectLink } from '../../console';
import { prettyBody } from '../../shared/format';
import { jsonOf, type StepAnswer } from '../run';
import { AnswerHeaders } from '../../shared/answer-headers';
import { statusLine } from '../../shared/status-line';

/** How a host of the answer (an embed) shows some of it its own way; the full app shows it all as is. */
export interface AnswerViewOptions {
  /** The `redirectUrl` of the answer drawn its own way, or undefined for the link that opens the checkout in a new tab. */
  renderRedirect?: (url: string) => ReactNode | undefined;
  /** The body drawn some other way than as text, or undefined to show the text. */
  renderBody?: (answer: StepAnswer) => ReactNode | undefined;
}

/** The answer, or why there is none, or a line saying the step is still running. */
export function AnswerView({
  answer,
  failure,
  running,
  options = {},
}: {
  answer: StepAnswer | null;
  failure: string | null;
  running: boolean;
  options?: AnswerViewOptions;
}) {
  if (failure) {
    return (
      <div className="answer" aria-live="polite">
        <h2>No answer</h2>
        <p className="notice notice--error">{failure}</p>
      </div>
    );
  }
  if (!answer) {
    return (
      <div className="answer answer--empty" aria-live="polite">
        <p className="muted">{running ? 'Running the scenario…' : 'Send the request to see the answer here.'}</p>
      </div>
    );
  }
  const tone = answer.status < 300 ? 'ok' : answer.status < 500 ? 'warn' : 'error';
  const redirectUrl = (jsonOf(answer) as { redirectUrl?: unknown } | undefined)?.redirectUrl;
  const drawnBody = options.renderBody?.(answer);
  const drawnRedirect = typeof redirectUrl === 'string' ? options.renderRedirect?.(redirectUrl) : undefined;
  return (
    <div className="answer" aria-live="polite">
      <p className="response-status">
        <span className={`status status--${tone}`} data-testid="answer-status">
          {statusLine(answer.status, answer.statusText)}
        </span>
      </p>
      {typeof redirectUrl === 'string' && (drawnRedirect !== undefined ? drawnRedirect : <RedirectLink url={redirectUrl} />)}
      <AnswerHeaders headers={answer.headers} />
      {drawnBody !== undefined ? (
        drawnBody
      ) : answer.image ? (
        <ImagePreview image={answer.image} />
      ) : (
        <pre className="body-text" data-testid="answer-body">
          {prettyBody(answer.body) || '(empty)'}
        </pre>
      )}
    </div>
  );
}

/**
 * A PNG or SVG answer as an `<img>` from a blob URL: an SVG drawn that way runs no script, so a
 * banner from the gateway is safe to show.
 */
function ImagePreview({ image }: { image: NonNullable<StepAnswer['image']> }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.type }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image]);
  return url ? <img className="answer-image" src={url} alt={`The answer: a ${image.type === 'image/png' ? 'PNG' : 'SVG'} image`} /> : null;
}
