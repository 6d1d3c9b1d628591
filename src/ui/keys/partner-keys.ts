/** Partners and their keys, as `GET /_sandbox/partners` answers them. */
import type { AnswerTo } from '../shared/sandbox-client';

/** A partner with its keys, sandbox key first, then production. */
export type PartnerKeys = AnswerTo<'GET /_sandbox/partners'>[number];
export type PartnerKey = PartnerKeys['keys'][number];

/** The collections the partner list shows. */
export const PARTNER_COLLECTIONS = ['partners', 'apiKeys'] as const;

/**
 * The key a screen calls the API with: the first of `preferred` that is a key of `env` still in
 * force (the one the person works with: a partner created meanwhile does not take over), else
 * the newest such key.
 */
export function keyToOffer(partners: readonly PartnerKeys[], env: PartnerKey['env'], preferred: (string | undefined)[] = []): string | undefined {
  const usable = partners.flatMap((partner) => partner.keys).filter((key) => key.env === env && !key.revoked);
  const kept = preferred.find((candidate) => usable.some((key) => key.key === candidate));
  return kept ?? usable.sort((a, b) => b.createdAt - a.createdAt)[0]?.key;
}
