/**
 * The two environments the console can talk to, each with its base and status host. The hosts
 * come from the gateway's own host table, so the console and the service worker never disagree.
 */
import { BROWSER_HOSTS, baseUrlOf } from '../../http/hosts';
import type { Environment } from '../../gateway/records';

export type { Environment };

export interface EnvironmentHosts {
  env: Environment;
  label: string;
  base: string;
  status: string;
  /** What a key of this environment starts with. */
  keyPrefix: string;
}

function environment(env: Environment, label: string, keyPrefix: string): EnvironmentHosts {
  return { env, label, keyPrefix, base: baseUrlOf(BROWSER_HOSTS, env), status: baseUrlOf(BROWSER_HOSTS, env, 'status') };
}

export const ENVIRONMENTS: readonly EnvironmentHosts[] = [
  environment('sandbox', 'Sandbox', 'sk_test_'),
  environment('production', 'Production', 'sk_live_'),
];

/** The hosts of `env`. */
export function hostsOf(env: Environment): EnvironmentHosts {
  return ENVIRONMENTS.find((entry) => entry.env === env)!;
}

/** The environment and role whose host starts `url`, if any. */
export function hostOfUrl(url: string): { env: Environment; role: 'base' | 'status'; origin: string } | undefined {
  const origin = originOf(url);
  for (const entry of ENVIRONMENTS) {
    if (origin === entry.base) return { env: entry.env, role: 'base', origin };
    if (origin === entry.status) return { env: entry.env, role: 'status', origin };
  }
  return undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
