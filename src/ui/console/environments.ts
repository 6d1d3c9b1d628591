/**
 * The two environments the console can talk to, each with its base and status host. The hosts
 * come from the gateway's own host table, so the console and the service worker never disagree.
 */
import type { Environment } from '../../gateway/records';
import { hostsOfEnvironment } from '../shared/virtual-hosts';

export type { Environment };

export interface EnvironmentHosts {
  env: Environment;
  label: string;
  base: string;
  status: string;
}

function environment(env: Environment, label: string): EnvironmentHosts {
  return { env, label, ...hostsOfEnvironment(env) };
}

export const ENVIRONMENTS: readonly EnvironmentHosts[] = [
  environment('sandbox', 'Sandbox'),
  environment('production', 'Production'),
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
