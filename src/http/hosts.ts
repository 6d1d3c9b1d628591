/** Which environment and which role (base API or status) each virtual host plays. */
import type { Environment } from '../gateway/records';

export interface HostRole {
  env: Environment;
  role: 'base' | 'status';
}

/** Origin (scheme, host and port) to role. */
export type HostTable = Readonly<Record<string, HostRole>>;

/** The virtual hosts of the sandbox contract, answered by the page's service worker. */
export const BROWSER_HOSTS: HostTable = {
  'https://api.sandbox.gateway.test': { env: 'sandbox', role: 'base' },
  'https://status.sandbox.gateway.test': { env: 'sandbox', role: 'status' },
  'https://api.gateway.test': { env: 'production', role: 'base' },
  'https://status.gateway.test': { env: 'production', role: 'status' },
};

/** `{base_url}` of each environment in a host table, for messages and the UI. */
export function baseUrlOf(hosts: HostTable, env: Environment, role: HostRole['role'] = 'base'): string {
  const entry = Object.entries(hosts).find(([, host]) => host.env === env && host.role === role);
  if (!entry) throw new Error(`No ${role} host for ${env}`);
  return entry[0];
}
