/**
 * **Forward through a local relay**: pairs this workspace with `gateway-playground relay`, so that
 * deliveries to a receiver on the merchant's machine need no CORS, and shows how the pairing
 * stands (paired, relay not running, token refused), asked again every few seconds while shown
 * and paired.
 * Only where deliveries leave from this page: a Node server makes its calls itself.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { connection, type RelayStatus } from '../../shared/sandbox-connection';
import { Notice } from '../../shared/notice';
import { corsLookingEndpoint } from './relay-hint';
import { useRelayStore } from './relay-store';
import { useWebhooksStore } from '../webhooks-store';

/** How often the pairing is asked about while the screen is open: a stopped relay shows within this. */
const CHECK_EVERY_MS = 5000;

const EXAMPLE_RECEIVER = 'http://127.0.0.1:3000/webhooks';

export function RelayPanel() {
  if (!connection().relay) return null;
  return <RelayCard />;
}

function RelayCard() {
  const { status, busy, check, pair, forget } = useRelayStore();
  const blocked = corsLookingEndpoint(useWebhooksStore((state) => state.attempts));
  const [address, setAddress] = useState('');

  useEffect(() => void check(), [check]);
  // Asked again while its answer may change by itself: a relay stops, or comes back (with a new
  // token, then refused). A refused token stays refused: asking on would only fill the relay's
  // terminal with refusals.
  const watching = status?.state === 'paired' || status?.state === 'not-running';
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [watching, check]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await pair(address);
    // A refused address stays, to be mended; a taken one goes, its token off the screen.
    if (useRelayStore.getState().status?.state !== 'invalid') setAddress('');
  }

  const paired = status !== null && status.state !== 'unpaired' && status.state !== 'invalid';
  return (
    <section className="card relay-panel" aria-labelledby="relay-title">
      <div className="panel-head">
        <h2 id="relay-title">Forward through a local relay</h2>
        {status && <RelayBadge status={status} />}
      </div>
      {!paired && blocked && (
        <p className="notice notice--warn" role="status" data-testid="relay-cors-hint">
          A delivery to <code>{blocked}</code> failed with a network error. From a web page that is most often CORS: a receiver on your
          machine does not answer the browser’s preflight. The relay is the way: run it, then paste the address it prints below.
        </p>
      )}
      {status?.state !== 'paired' && (
        <p className="muted small">
          A receiver on your machine needs no CORS when the relay makes the call. Run{' '}
          <code className="relay-command">npx gateway-playground relay --forward-to {blocked ?? EXAMPLE_RECEIVER}</code> and paste the
          pairing address it prints. While paired, every delivery to an endpoint outside the sandbox goes through it: the same method,
          headers and body, and the receiver’s own status and body recorded.
        </p>
      )}
      {status && <RelayStatusNotice status={status} />}
      <form className="relay-form" onSubmit={submit} aria-label="Pair with a local relay">
        <label className="field">
          <span>Pairing address</span>
          <input
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="http://127.0.0.1:4099/#…"
            spellCheck={false}
            autoComplete="off"
            required
          />
        </label>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy || address.trim() === ''}>
            {paired ? 'Pair again' : 'Pair'}
          </button>
          {paired && (
            <>
              <button type="button" className="button button--small" onClick={() => void check()}>
                Check again
              </button>
              <button type="button" className="button button--small" onClick={forget}>
                Stop forwarding
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

const BADGES: Record<RelayStatus['state'], { text: string; tone: string }> = {
  unpaired: { text: 'Not paired', tone: 'info' },
  invalid: { text: 'Not paired', tone: 'info' },
  paired: { text: 'Paired', tone: 'ok' },
  'not-running': { text: 'Relay not running', tone: 'error' },
  'token-refused': { text: 'Token refused', tone: 'error' },
};

function RelayBadge({ status }: { status: RelayStatus }) {
  const { text, tone } = BADGES[status.state];
  return (
    <span className={`badge badge--${tone}`} data-testid="relay-state">
      {text}
    </span>
  );
}

/** What the state means for deliveries; the relay's origin shown, never its token. */
function RelayStatusNotice({ status }: { status: RelayStatus }) {
  const where = 'address' in status ? new URL(status.address).origin : '';
  switch (status.state) {
    case 'paired':
      return (
        <Notice
          tone="ok"
          text={`Paired with the relay at ${where}: deliveries to endpoints outside the sandbox go through it to ${status.forwardTo}.`}
        />
      );
    case 'not-running':
      return (
        <p className="notice notice--warn" role="alert">
          Relay not running: nothing answers at {where}. Deliveries fail as network errors (“local relay not reachable”) and are retried as
          usual. Start it again and paste the address it prints, or stop forwarding.
        </p>
      );
    case 'token-refused':
      return (
        <Notice
          text={`Token refused: the relay at ${where} does not know this page’s token (it was started again, with a new one). Paste the address it prints now.`}
        />
      );
    case 'invalid':
      return <Notice text={status.problem} />;
    case 'unpaired':
      return null;
  }
}
