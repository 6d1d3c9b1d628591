/** One partner with its keys. */
import type { Environment } from '../../gateway';
import { CopyButton } from '../shared/copy-button';
import { formatTime } from '../shared/format';
import { ApiKeyRow } from './api-key-row';
import { useKeysStore } from './keys-store';
import type { PartnerKeys } from './partner-keys';

/** A partner's name, id, settlement-account flag and keys. */
export function PartnerCard({ partner, isNew }: { partner: PartnerKeys; isNew: boolean }) {
  return (
    <article className={isNew ? 'card partner partner--new' : 'card partner'}>
      <header className="partner-head">
        <h2>{partner.name}</h2>
        {isNew && <span className="badge badge--ok">new</span>}
        <span className="muted small">created {formatTime(partner.createdAt)}</span>
      </header>
      <dl className="facts">
        <dt>Partner id</dt>
        <dd>
          <code className="selectable">{partner.id}</code> <CopyButton text={partner.id} name={`Copy the partner id of ${partner.name}`} />
        </dd>
        <dt>Settlement account</dt>
        <dd>{partner.bankAccount ? 'configured' : 'none'}</dd>
      </dl>
      <ul className="key-list">
        {partner.keys.map((key) => (
          <ApiKeyRow key={key.key} apiKey={key} />
        ))}
      </ul>
      <NewKeyButtons partnerId={partner.id} name={partner.name} />
    </article>
  );
}

const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'production'];

/** One more key of either environment, e.g. to replace a revoked one. */
function NewKeyButtons({ partnerId, name }: { partnerId: string; name: string }) {
  const issueKey = useKeysStore((state) => state.issueKey);
  const busy = useKeysStore((state) => state.busy);
  return (
    <div className="key-actions">
      {ENVIRONMENTS.map((env) => (
        <button
          key={env}
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void issueKey(partnerId, env)}
          aria-label={`New ${env} key for ${name}`}
        >
          New {env} key
        </button>
      ))}
    </div>
  );
}
