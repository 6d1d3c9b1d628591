/**
 * The webhooks manager: a partner's webhooks, registered, edited and assigned through the
 * public API with that partner's sandbox key.
 */
import { useEffect, useMemo } from 'react';
import { useKeysStore, keyToOffer, PARTNER_COLLECTIONS, useCurrentWorkingKey } from '../../keys';
import { useLiveData } from '../../live';
import { Disclosure } from './disclosure';
import { useManagerStore } from '../manager-store';
import { WebhookEntry } from './webhook-entry';
import { WebhookForm } from './webhook-form';
import { Notice } from '../../shared/notice';

export function ManagerPanel() {
  useLiveData(
    PARTNER_COLLECTIONS,
    useKeysStore((state) => state.refresh),
  );
  // Products made elsewhere (the console, another tab) are offered for assignment at once.
  useLiveData(
    ['products', 'webhooks'],
    useManagerStore((state) => state.refresh),
    { readNow: false },
  );
  const partners = useKeysStore((state) => state.partners);
  const { key, webhooks, loaded, error, createdId, choose, create } = useManagerStore();
  const keys = useMemo(
    () =>
      partners.flatMap((partner) =>
        partner.keys.filter((k) => k.env === 'sandbox' && !k.revoked).map((k) => ({ key: k.key, partner: partner.name })),
      ),
    [partners],
  );

  const working = useCurrentWorkingKey();

  useEffect(() => {
    // The key last used on any screen, else this panel's own while it works, else the newest.
    const offered = keyToOffer(partners, 'sandbox', [working, key]);
    if (offered && offered !== key) void choose(offered);
  }, [partners, key, working, choose]);

  return (
    <section className="card manager-card" aria-labelledby="manager-title">
      <div className="panel-head">
        <h2 id="manager-title">Manage webhooks</h2>
        {keys.length > 0 && (
          <label className="field">
            <span>Partner key</span>
            <select value={key} onChange={(event) => void choose(event.target.value)}>
              {keys.map((k) => (
                <option key={k.key} value={k.key}>
                  {k.partner} · {k.key}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {keys.length === 0 && (
        <p className="muted">
          No partner has a sandbox key that works: create a partner, or give one a new key, on the Keys page. Webhooks belong to a partner.
        </p>
      )}
      <Notice text={error} />
      {key && (
        <div className="manager">
          <Disclosure summary="Register a webhook">
            {/* A new form once one is registered: its fields would otherwise invite a second. */}
            <WebhookForm key={createdId ?? 'first'} submitLabel="Register webhook" onSubmit={create} />
          </Disclosure>
          {loaded && webhooks.length === 0 && <p className="muted">This partner has no webhook yet.</p>}
          <ul className="webhook-list">
            {webhooks.map((webhook) => (
              <WebhookEntry key={webhook.id} webhook={webhook} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
