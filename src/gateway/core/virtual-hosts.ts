/**
 * The sandbox contract's virtual hosts, per environment and role. They are part of the contract,
 * like the receivers' origin: `http/` routes by them and the UI's console addresses them, so they
 * are defined once, here.
 */
import type { Environment } from './stored-records';

export const VIRTUAL_ORIGINS = {
  sandbox: { base: 'https://api.sandbox.gateway.test', status: 'https://status.sandbox.gateway.test' },
  production: { base: 'https://api.gateway.test', status: 'https://status.gateway.test' },
} as const satisfies Record<Environment, { base: string; status: string }>;
