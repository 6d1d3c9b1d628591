/** The last answer: status, headers and body, all rendered as text. */
import { prettyBody } from '../shared/format';
import { useConsoleStore } from './console-store';
import { RedirectLink } from './redirect-link';

/** Reason phrases, since a response built in the page may carry none. */
const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** The response panel. */
export function ResponseView() {
  const response = useConsoleStore((state) => state.response);
  const failure = useConsoleStore((state) => state.failure);

  if (failure) {
    return (
      <div className="card response" aria-live="polite">
        <h2>No response</h2>
        <p className="notice notice--error">{failure}</p>
      </div>
    );
  }
  if (!response) {
    return (
      <div className="card response response--empty" aria-live="polite">
        <p className="muted">Send a request to see the answer here.</p>
      </div>
    );
  }
  const tone = response.status < 300 ? 'ok' : response.status < 500 ? 'warn' : 'error';
  return (
    <div className="card response" aria-live="polite">
      <p className="response-status">
        <span className={`status status--${tone}`} data-testid="response-status">
          {response.status} {response.statusText || REASONS[response.status] || ''}
        </span>
        <span className="muted small">{response.durationMs} ms</span>
      </p>
      {response.redirectUrl && <RedirectLink url={response.redirectUrl} />}
      <h2>Headers</h2>
      <dl className="headers">
        {response.headers.map(([name, value]) => (
          <div key={name} className="header-row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Body</h2>
      <pre className="body-text" data-testid="response-body">
        {prettyBody(response.body) || '(empty)'}
      </pre>
    </div>
  );
}
