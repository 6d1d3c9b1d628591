/**
 * What the handler checks before it acts on a request, read in one transaction: the fault rules
 * of a route that can be faulted, and the caller behind an API route's key. Read apart, each is
 * a store transaction of its own, and in the Node server one costs a create a tenth of its time.
 */
import { callerIn } from './auth';
import type { Caller } from './caller';
import { type Environment, type GatewayDeps, GatewayError, type Tx } from '../core';
import { faultSettingsIn, type FaultSettings } from './faults';

export interface AdmissionQuery {
  /** Whether the route can be faulted: then the fault rules are read. */
  faulted: boolean;
  /** The `X-API-KEY` value of an API route (null when none was sent); undefined for any other route. */
  apiKey?: string | null;
}

export interface Admission {
  /** The fault rules, when asked for. */
  faults?: FaultSettings;
  /**
   * The caller behind the API key; throws the key's 401. A thunk, so the handler meets that error
   * where it checks the key, after the checks that come first (faults, body size). The key itself
   * is read before those, in the one read: a key revoked during an injected delay or a slow
   * upload still admits the request it arrived with.
   */
  caller(): Caller;
}

const noKeyAsked = (): Caller => {
  throw new Error('No API key was asked for');
};

/** The caller behind `apiKey`, as a thunk that throws the key's own error. */
async function callerOf(tx: Tx, env: Environment, apiKey: string | null): Promise<() => Caller> {
  try {
    const caller = await callerIn(tx, env, apiKey);
    return () => caller;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return () => {
      throw error;
    };
  }
}

export function admissionModule({ store }: GatewayDeps) {
  return {
    async admit(env: Environment, { faulted, apiKey }: AdmissionQuery): Promise<Admission> {
      if (!faulted && apiKey === undefined) return { caller: noKeyAsked };
      return store.read(async (tx) => {
        // Side by side: a store that gathers reads sends them together (PostgreSQL: one round trip).
        const [faults, caller] = await Promise.all([
          faulted ? faultSettingsIn(tx) : undefined,
          apiKey === undefined ? noKeyAsked : callerOf(tx, env, apiKey),
        ]);
        return { faults, caller };
      });
    },
  };
}
