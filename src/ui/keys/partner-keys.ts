/** Partners and their keys, as `GET /_sandbox/partners` answers them. */
import type { AnswerTo } from '../shared/sandbox-client';

/** A partner with its keys, sandbox key first, then production. */
export type PartnerKeys = AnswerTo<'GET /_sandbox/partners'>[number];
export type PartnerKey = PartnerKeys['keys'][number];

/** The collections the partner list shows. */
export const PARTNER_COLLECTIONS = ['partners', 'apiKeys'] as const;

/** The newest key of `env` still in force: what the console offers by default. */
export function newestKey(partners: readonly PartnerKeys[], env: PartnerKey['env'] = 'sandbox'): string | undefined {
  const usable = partners.flatMap((partner) => partner.keys).filter((key) => key.env === env && !key.revoked);
  return usable.sort((a, b) => b.createdAt - a.createdAt)[0]?.key;
}
