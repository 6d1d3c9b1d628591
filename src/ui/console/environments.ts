/**
 * The two environments the console can talk to, each with its base and status host. The hosts
 * are the connected sandbox's: the virtual hosts the service worker answers, or a Node server's.
 */
import type { Environment } from '../../gateway';
import { hostsOfEnvironment } from '../shared/sandbox-connection';

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

/** Both environments, read when asked: the wiring connects the sandbox before the console opens. */
export function environments(): readonly EnvironmentHosts[] {
  return [environment('sandbox', 'Sandbox'), environment('production', 'Production')];
}

/** The hosts of `env`. */
export function hostsOf(env: Environment): EnvironmentHosts {
  return environments().find((entry) => entry.env === env)!;
}

/** The environment and role whose host starts `url`, if any. */
export function hostOfUrl(url: string): { env: Environment; role: 'base' | 'status'; origin: string } | undefined {
  const origin = originOf(url);
  for (const entry of environments()) {
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
