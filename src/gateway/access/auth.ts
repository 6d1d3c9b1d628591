/** Partners and their API keys: who may call, on which environment. */
import type { Caller } from './caller';
import { type ApiKey, type Environment, errors, type GatewayDeps, KEY_PREFIX, newUuid, type Partner, randomString, type Tx } from '../core';

/**
 * The caller behind an `X-API-KEY` value on a host of `env`, read in `tx`. A key of the other
 * environment is rejected like an unknown one, whatever its prefix claims. A key's partner is
 * always there (a restored snapshot is refused with a key whose partner it lacks).
 */
export async function callerIn(tx: Tx, env: Environment, key: string | null): Promise<Caller> {
  if (key === null) throw errors.missingCredentials();
  if (!key.startsWith(KEY_PREFIX[env])) throw errors.invalidApiKey();
  const apiKey = await tx.get('apiKeys', key);
  if (!apiKey || apiKey.revoked || apiKey.env !== env) throw errors.invalidApiKey();
  return { env, partnerId: apiKey.partnerId };
}

/** The caller's partner record, read in `tx`; a key without one is no key. */
export async function partnerOf(tx: Tx, caller: Caller): Promise<Partner> {
  const partner = await tx.get('partners', caller.partnerId);
  if (!partner) throw errors.invalidApiKey();
  return partner;
}

export function authModule({ store, clock }: GatewayDeps) {
  return {
    /** What the operator does on sign-up: a partner with one key per environment. */
    async createPartner(input: { name?: string; bankAccount?: boolean }) {
      const now = clock.now();
      const partner: Partner = {
        id: newUuid(),
        name: input.name ?? `Partner ${randomString(4)}`,
        bankAccount: input.bankAccount ?? true,
        createdAt: now,
      };
      const keys = { sandbox: newKey('sandbox'), production: newKey('production') };
      await store.write(async (tx) => {
        await tx.put('partners', partner);
        for (const env of ['sandbox', 'production'] as const) {
          await tx.put('apiKeys', { key: keys[env], partnerId: partner.id, env, revoked: false, createdAt: now });
        }
      });
      return { id: partner.id, name: partner.name, keys };
    },

    /** Every partner with its keys (sandbox first, revoked ones marked), newest partner first. */
    async listPartners() {
      const [partners, keys] = await store.read((tx) => Promise.all([tx.all('partners'), tx.all('apiKeys')]));
      // Ids are time-ordered, so the store's key order is creation order.
      return partners.reverse().map((partner) => ({
        ...partner,
        keys: keys
          .filter((key) => key.partnerId === partner.id)
          .sort(sandboxKeysFirst)
          .map(({ key, env, revoked, createdAt }) => ({ key, env, revoked, createdAt })),
      }));
    },

    /** A further key of `env` for an existing partner, as the operator's panel issues one. */
    async createKey(partnerId: string, env: Environment) {
      const apiKey = { key: newKey(env), partnerId, env, revoked: false, createdAt: clock.now() };
      await store.write(async (tx) => {
        if (!(await tx.get('partners', partnerId))) throw errors.notFound('Partner');
        await tx.put('apiKeys', apiKey);
      });
      return apiKey;
    },

    /** From now on the key answers 401 Invalid API key. */
    async revokeKey(key: string) {
      await store.write(async (tx) => {
        const apiKey = await tx.get('apiKeys', key);
        if (!apiKey) throw errors.notFound('ApiKey');
        await tx.put('apiKeys', { ...apiKey, revoked: true });
      });
      return { key, revoked: true as const };
    },
  };
}

/** The order keys are listed in: sandbox first, then production, each oldest first. */
export function sandboxKeysFirst(a: ApiKey, b: ApiKey): number {
  return Number(a.env !== 'sandbox') - Number(b.env !== 'sandbox') || a.createdAt - b.createdAt;
}

function newKey(env: Environment): string {
  return KEY_PREFIX[env] + randomString(24);
}
