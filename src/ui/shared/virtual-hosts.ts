/** The sandbox environment's virtual hosts, which the page's service worker answers: what the console addresses. */
import type { Environment } from '../../gateway/records';
import { VIRTUAL_ORIGINS } from '../../gateway/virtual-hosts';

export const SANDBOX_BASE = VIRTUAL_ORIGINS.sandbox.base;
export const SANDBOX_STATUS = VIRTUAL_ORIGINS.sandbox.status;

/** `{base_url}` and `{status_base_url}` of either environment (the console switches between them). */
export const hostsOfEnvironment = (env: Environment): { base: string; status: string } => VIRTUAL_ORIGINS[env];
