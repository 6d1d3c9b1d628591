/**
 * Injected API faults, so a merchant can see how their integration copes with a slow or failing
 * gateway: added latency (fixed or a range) and a share of 500 or 503 answers, per environment,
 * for chosen endpoints or all. Stored as one settings record, so each workspace (each database)
 * has its own and snapshots carry them.
 */
import type { Environment, Setting, Store, Tx } from '../core';
import type { FaultRule, FaultsUpdate } from '../schemas';

/** The settings record that holds the faults of both environments. */
const FAULTS_SETTING = 'faults';

export type FaultSettings = Record<Environment, FaultRule | null>;

/** What one request meets: a wait, then maybe an error instead of the real answer. */
export interface Fault {
  delayMs: number;
  errorStatus?: 500 | 503;
}

const NO_FAULTS: FaultSettings = { sandbox: null, production: null };

/** The stored record's rules; no record means no faults. */
function settingsOf(setting: Setting | undefined): FaultSettings {
  return { ...NO_FAULTS, ...(setting?.value as Partial<FaultSettings> | undefined) };
}

/** The fault rules of both environments, read in `tx`. */
export async function faultSettingsIn(tx: Tx): Promise<FaultSettings> {
  return settingsOf(await tx.get('settings', FAULTS_SETTING));
}

export function faultsModule(store: Store) {
  return {
    read: () => store.read(faultSettingsIn),

    /** Sets the rule of one environment; a rule that does nothing removes it. */
    async update({ env, ...rule }: FaultsUpdate): Promise<FaultSettings> {
      return store.write(async (tx) => {
        const current = await faultSettingsIn(tx);
        const next = { ...current, [env]: isActive(rule) ? rule : null };
        await tx.put('settings', { name: FAULTS_SETTING, value: next });
        return next;
      });
    },
  };
}

/** True when the rule changes anything. */
export function isActive(rule: FaultRule | null): rule is FaultRule {
  if (!rule) return false;
  const latency = typeof rule.latencyMs === 'number' ? rule.latencyMs : (rule.latencyMs?.max ?? 0);
  return latency > 0 || rule.errorRate > 0;
}

/**
 * What `rule` does to one request of `endpoint`, drawing from `random` (uniform in [0, 1)): at
 * most one draw for the latency and one for the error, so a seeded source gives the same faults
 * for the same requests.
 */
export function decideFault(rule: FaultRule | null, endpoint: string, random: () => number): Fault | undefined {
  if (!isActive(rule) || (rule.endpoints && !rule.endpoints.includes(endpoint))) return undefined;
  const latency = rule.latencyMs ?? 0;
  const delayMs = typeof latency === 'number' ? latency : latency.min + Math.floor(random() * (latency.max - latency.min + 1));
  const fails = rule.errorRate >= 1 || (rule.errorRate > 0 && random() < rule.errorRate);
  return fails ? { delayMs, errorStatus: rule.errorStatus } : { delayMs };
}

/**
 * A small seeded generator (mulberry32): injected faults must come out the same on every run of
 * a test, which `Math.random` cannot promise.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
