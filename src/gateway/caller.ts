import type { Environment, Partner } from './records';

/** Who is calling: the partner an API key belongs to, on the environment of the host called. */
export interface Caller {
  env: Environment;
  partner: Partner;
}
