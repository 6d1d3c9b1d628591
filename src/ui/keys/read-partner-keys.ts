/**
 * Partners and their keys, read straight from the store: the helpers can create a partner and
 * revoke a key but have no list, and the UI must redraw on every stored change anyway.
 */
import type { Store } from '../../gateway/ports';
import type { ApiKey, Partner } from '../../gateway/records';

export interface PartnerKeys extends Partner {
  /** Sandbox key first, then production. */
  keys: ApiKey[];
}

/** Every partner with its keys, newest partner first. */
export async function readPartnerKeys(store: Store): Promise<PartnerKeys[]> {
  const [partners, keys] = await store.read((tx) => Promise.all([tx.all('partners'), tx.all('apiKeys')]));
  return partners
    .map((partner) => ({
      ...partner,
      keys: keys
        .filter((key) => key.partnerId === partner.id)
        .sort((a, b) => envOrder(a) - envOrder(b) || a.createdAt - b.createdAt),
    }))
    .sort((a, b) => b.createdAt - a.createdAt || a.name.localeCompare(b.name));
}

/** The newest sandbox key still in force: what the console offers by default. */
export function newestSandboxKey(partners: readonly PartnerKeys[]): string | undefined {
  const usable = partners.flatMap((partner) => partner.keys).filter((key) => key.env === 'sandbox' && !key.revoked);
  return usable.sort((a, b) => b.createdAt - a.createdAt)[0]?.key;
}

function envOrder(key: ApiKey): number {
  return key.env === 'sandbox' ? 0 : 1;
}
