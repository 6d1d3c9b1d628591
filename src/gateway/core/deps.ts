import type { Clock, Store } from './ports';
import type { Environment } from './stored-records';

/** What every domain module is built from. */
export interface GatewayDeps {
  store: Store;
  clock: Clock;
  /** `{checkout_url}` of an environment: where `redirectUrl` points, without a trailing slash. */
  checkoutUrl: (env: Environment) => string;
}
