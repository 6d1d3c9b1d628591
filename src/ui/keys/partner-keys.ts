/** Partners and their keys, as `GET /_sandbox/partners` answers them. */
import type { ApiKey, Partner } from '../../gateway/records';
import { callHelper } from '../shared/gateway-api';

export type PartnerKey = Pick<ApiKey, 'key' | 'env' | 'revoked' | 'createdAt'>;

export interface PartnerKeys extends Partner {
  /** Sandbox key first, then production. */
  keys: PartnerKey[];
}

/** Every partner with its keys, newest partner first. */
export function fetchPartnerKeys(): Promise<PartnerKeys[]> {
  return callHelper<PartnerKeys[]>('GET', '/partners');
}

/** The newest key of `env` still in force: what the console offers by default. */
export function newestKey(partners: readonly PartnerKeys[], env: PartnerKey['env'] = 'sandbox'): string | undefined {
  const usable = partners.flatMap((partner) => partner.keys).filter((key) => key.env === env && !key.revoked);
  return usable.sort((a, b) => b.createdAt - a.createdAt)[0]?.key;
}
