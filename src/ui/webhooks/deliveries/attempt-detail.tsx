/** What one attempt sent and what came back, all as text; its signature lab and replays. */
import type { DeliveryAttempt } from '../../../gateway';
import { prettyBody } from '../../shared/format';
import { BodyView, SignatureLab } from '../lab';
import { ReplayActions } from './replay-actions';
import { HeaderList } from '../../shared/header-list';

/** Method, URL, every header and the body of the request; then the response's status and body. */
export function AttemptDetail({ id, attempt }: { id: string; attempt: DeliveryAttempt }) {
  const { request } = attempt;
  const headers = Object.entries(request.headers);
  return (
    <div className="attempt-detail" id={id} data-testid="attempt-detail">
      <h3>Request</h3>
      <p className="request-target">
        <code>
          {request.method} {request.url}
        </code>
      </p>
      {attempt.state === 'PENDING' && (
        <p className="muted small">Not sent yet: X-Service-Signature is added, signed afresh, when it is sent.</p>
      )}
      <HeaderList headers={headers} />
      <BodyView body={request.body} />
      <h3>Response</h3>
      <Response attempt={attempt} />
      {/* Keyed by the send, so the bench starts from the signed header once a pending attempt is sent. */}
      <SignatureLab key={`${attempt.id}@${attempt.sentAt}`} attempt={attempt} />
      <ReplayActions attempt={attempt} />
    </div>
  );
}

function Response({ attempt }: { attempt: DeliveryAttempt }) {
  if (attempt.state === 'PENDING') return <p className="muted">No call made yet.</p>;
  if (attempt.state === 'IN_FLIGHT') return <p className="muted">Waiting for the endpoint to answer; no call is ever timed out.</p>;
  if (attempt.responseStatus === null) {
    return <p className="muted">No HTTP answer{attempt.error ? ': the error above says why.' : '.'}</p>;
  }
  return (
    <>
      <p className="request-target">
        <code>HTTP {attempt.responseStatus}</code>
      </p>
      <pre className="body-text">{prettyBody(attempt.responseBody ?? '') || '(empty body)'}</pre>
    </>
  );
}
