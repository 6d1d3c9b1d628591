/** One partner with its keys. */
import { formatTime } from '../shared/format';
import { ApiKeyRow } from './api-key-row';
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
          <code className="selectable">{partner.id}</code>
        </dd>
        <dt>Settlement account</dt>
        <dd>{partner.bankAccount ? 'configured' : 'none'}</dd>
      </dl>
      <ul className="key-list">
        {partner.keys.map((key) => (
          <ApiKeyRow key={key.key} apiKey={key} />
        ))}
      </ul>
    </article>
  );
}
