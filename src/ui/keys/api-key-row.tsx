/** One API key: shown as text, with its copy and revoke buttons. */
import { CopyButton } from '../shared/copy-button';
import type { PartnerKey } from './partner-keys';
import { useKeysStore } from './keys-store';

/** The key, its environment and state; revoking asks first, since it cannot be undone. */
export function ApiKeyRow({ apiKey }: { apiKey: PartnerKey }) {
  const busy = useKeysStore((state) => state.busy);
  const revokeKey = useKeysStore((state) => state.revokeKey);

  function revoke() {
    if (window.confirm(`Revoke ${apiKey.key}? It will answer 401 Invalid API key from now on.`)) {
      void revokeKey(apiKey.key);
    }
  }

  return (
    <li className={apiKey.revoked ? 'key-row key-row--revoked' : 'key-row'}>
      <span className={`badge badge--${apiKey.env}`}>{apiKey.env}</span>
      <code className="key-text selectable">{apiKey.key}</code>
      <CopyButton text={apiKey.key} name={`Copy ${apiKey.env} key ${apiKey.key}`} />
      {apiKey.revoked ? (
        <span className="badge badge--muted">revoked</span>
      ) : (
        <button type="button" className="button button--small button--danger" onClick={revoke} disabled={busy}>
          Revoke
        </button>
      )}
    </li>
  );
}
