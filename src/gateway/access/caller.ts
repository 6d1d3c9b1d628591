import type { Environment } from '../core';

/**
 * Who is calling: the partner an API key belongs to, on the environment of the host called. The
 * partner's record is read by the work that needs its fields (`partnerOf`), beside that work's
 * other reads: admitting a request reads its key alone.
 */
export interface Caller {
  env: Environment;
  partnerId: string;
}
