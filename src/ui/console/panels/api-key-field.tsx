/**
 * The request's X-API-KEY: typed, or chosen among the workspace's keys of the console's
 * environment (partner by partner). Its empty state says what is missing: a partner, a key of
 * this environment, or only the choice of one.
 */
import { useKeysStore, type PartnerKey, type PartnerKeys } from '../../keys';
import { useConsoleStore } from '../console-store';

/** The keys of `env` still in force, each with its partner's name, newest partner first. */
function keysIn(partners: readonly PartnerKeys[], env: PartnerKey['env']): { key: string; partner: string }[] {
  return partners.flatMap((partner) =>
    partner.keys.filter((key) => key.env === env && !key.revoked).map((key) => ({ key: key.key, partner: partner.name })),
  );
}

/** What the empty field says: a partner exists, so "create a partner" would mislead. */
function emptyText(partners: readonly PartnerKeys[], usable: number, env: PartnerKey['env']): string {
  if (partners.length === 0) return 'no key: create a partner on the Keys page';
  if (usable === 0) return `no ${env} key in force: issue one on the Keys page`;
  return 'no key: choose one of your partners’ keys';
}

export function ApiKeyField() {
  const apiKey = useConsoleStore((state) => state.request.apiKey);
  const env = useConsoleStore((state) => state.env);
  const edit = useConsoleStore((state) => state.edit);
  const partners = useKeysStore((state) => state.partners);
  const usable = keysIn(partners, env);
  const chosen = usable.some((key) => key.key === apiKey) ? apiKey : '';

  return (
    <div className="key-field">
      <label className="field field--grow">
        <span>X-API-KEY</span>
        <input
          value={apiKey}
          onChange={(event) => edit({ apiKey: event.target.value })}
          placeholder={emptyText(partners, usable.length, env)}
          spellCheck={false}
        />
      </label>
      {usable.length > 0 && (
        <label className="field key-field-picker">
          <span>Key of</span>
          <select value={chosen} onChange={(event) => event.target.value && edit({ apiKey: event.target.value })}>
            {chosen === '' && <option value="">{apiKey ? 'not a key of yours' : 'choose a key…'}</option>}
            {usable.map(({ key, partner }) => (
              <option key={key} value={key}>
                {partner} · {key.slice(0, 12)}…
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
