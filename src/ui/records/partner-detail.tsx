/** A partner with its keys: revoke one (as on the Keys screen), or issue a further key for either environment. */
import type { ApiKey, Environment, Partner } from '../../gateway';
import { formatUtc } from '../shared/format';
import { FactsList } from './facts-list';
import { ApiKeyRow } from '../keys';
import { recordActions } from './records-api';
import { recordsHref } from './records-href';
import { useRecordsStore } from './records-store';

export interface PartnerDetailData {
  record: Partner;
  keys: ApiKey[];
}

export function PartnerDetail({ detail: { record: partner, keys } }: { detail: PartnerDetailData }) {
  const busy = useRecordsStore((state) => state.busy);
  const act = useRecordsStore((state) => state.act);
  const createKey = (env: Environment) => act(() => recordActions.createKey(partner.id, env));

  return (
    <>
      <FactsList
        facts={[
          ['Id', <code key="id">{partner.id}</code>],
          ['Name', partner.name],
          ['Settlement account', partner.bankAccount ? 'configured' : 'none: payments need bankAccountDetails'],
          ['Created', formatUtc(partner.createdAt)],
          [
            'Products',
            <a key="products" href={recordsHref('products', { partnerId: partner.id })}>
              sandbox products
            </a>,
          ],
        ]}
      />
      <h3>Keys</h3>
      <ul className="key-list">
        {keys.map((apiKey) => (
          <ApiKeyRow key={apiKey.key} apiKey={apiKey} />
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={() => createKey('sandbox')}>
          New sandbox key
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => createKey('production')}>
          New production key
        </button>
      </div>
    </>
  );
}
