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
 * the newest key of `env` of the partner a preferred key belongs to (its other environment's key,
 * or one issued after a revoke), and only with none of those the newest key of `env`.
 */
export function keyToOffer(
  partners: readonly PartnerKeys[],
  env: PartnerKey['env'],
  preferred: (string | undefined)[] = [],
): string | undefined {
  const usable = partners
    .flatMap((partner) => partner.keys.map((key) => ({ ...key, partnerId: partner.id })))
    .filter((key) => key.env === env && !key.revoked)
    .sort((a, b) => b.createdAt - a.createdAt);
  const kept = preferred.find((candidate) => usable.some((key) => key.key === candidate));
  if (kept) return kept;
  for (const candidate of preferred) {
    const owner = partners.find((partner) => partner.keys.some((key) => key.key === candidate));
    const sibling = owner && usable.find((key) => key.partnerId === owner.id);
    if (sibling) return sibling.key;
  }
  return usable[0]?.key;
}

/** Whether `key` is a key of one of `partners` still in force, in either environment. */
export function isKeyInForce(partners: readonly PartnerKeys[], key: string): boolean {
  return partners.some((partner) => partner.keys.some((candidate) => candidate.key === key && !candidate.revoked));
}
