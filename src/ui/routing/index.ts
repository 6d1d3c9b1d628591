/**
 * The hash routes and the screens they load, each lazily in its own chunk.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { routeOf } from './routes';
export type { Route } from './routes';
export {
  CheckoutPage,
  ConsolePage,
  DataPage,
  FaultsPage,
  KeysPage,
  preloadScreenOf,
  RecordsPage,
  ReferencePage,
  ScenarioPage,
  WebhooksPage,
} from './screens';
