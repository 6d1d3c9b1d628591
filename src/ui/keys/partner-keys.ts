/** Partners and their keys, as `GET /_sandbox/partners` answers them. */
import type { AnswerTo } from '../shared/sandbox-client';

/** A partner with its keys, sandbox key first, then production. */
export type PartnerKeys = AnswerTo<'GET /_sandbox/partners'>[number];
export type PartnerKey = PartnerKeys['keys'][number];

/** The collections the partner list shows. */
export const PARTNER_COLLECTIONS = ['partners', 'apiKeys'] as const;

/** The newest sandbox key still in force: what the console offers by default. */
export function newestSandboxKey(partners: readonly PartnerKeys[]): string | undefined {
  const usable = partners.flatMap((partner) => partner.keys).filter((key) => key.env === 'sandbox' && !key.revoked);
  return usable.sort((a, b) => b.createdAt - a.createdAt)[0]?.key;
}
