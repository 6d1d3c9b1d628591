/** The sandbox environment's virtual hosts, which the page's service worker answers: what the console addresses. */
import { VIRTUAL_ORIGINS } from '../../gateway/virtual-hosts';

export const SANDBOX_BASE = VIRTUAL_ORIGINS.sandbox.base;
export const SANDBOX_STATUS = VIRTUAL_ORIGINS.sandbox.status;
