/** Which environment and which role (base API or status) each virtual host plays. */
import { type Environment, VIRTUAL_ORIGINS } from '../gateway/core';

export interface HostRole {
  env: Environment;
  role: 'base' | 'status';
}

/** Origin (scheme, host and port) to role. */
export type HostTable = Readonly<Record<string, HostRole>>;

/** The virtual hosts of the sandbox contract, answered by the page's service worker. */
export const BROWSER_HOSTS: HostTable = {
  [VIRTUAL_ORIGINS.sandbox.base]: { env: 'sandbox', role: 'base' },
  [VIRTUAL_ORIGINS.sandbox.status]: { env: 'sandbox', role: 'status' },
  [VIRTUAL_ORIGINS.production.base]: { env: 'production', role: 'base' },
  [VIRTUAL_ORIGINS.production.status]: { env: 'production', role: 'status' },
};

/** `{base_url}` of each environment in a host table, for messages and the UI. */
export function baseUrlOf(hosts: HostTable, env: Environment, role: HostRole['role'] = 'base'): string {
  const entry = Object.entries(hosts).find(([, host]) => host.env === env && host.role === role);
  if (!entry) throw new Error(`No ${role} host for ${env}`);
  return entry[0];
}
