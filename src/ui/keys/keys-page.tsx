/** `{panel_url}`: where a merchant gets API keys. Creates partners, lists their keys, revokes them. */
import { useLiveData } from '../live';
import { Page } from '../shared/page';
import { CreatePartnerForm } from './create-partner-form';
import { useKeysStore } from './keys-store';
import { PartnerCard } from './partner-card';
import { PARTNER_COLLECTIONS } from './partner-keys';

/** The Keys screen. */
export function KeysPage() {
  const partners = useKeysStore((state) => state.partners);
  const loaded = useKeysStore((state) => state.loaded);
  const error = useKeysStore((state) => state.error);
  const created = useKeysStore((state) => state.created);
  useLiveData(
    PARTNER_COLLECTIONS,
    useKeysStore((state) => state.refresh),
  );

  return (
    <Page
      title="API keys"
      intro={
        <>
          The operator issues one partner per merchant with a key for each environment: <code>sk_test_</code> keys work on the sandbox
          hosts, <code>sk_live_</code> keys on the emulated production hosts.
        </>
      }
    >
      <CreatePartnerForm />
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {!loaded && <p className="muted">Loading partners…</p>}
      {loaded && partners.length === 0 && <p className="muted">No partners yet. Create one to get keys.</p>}
      <ul className="partner-list">
        {partners.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} isNew={created?.id === partner.id} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
