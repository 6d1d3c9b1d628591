/**
 * Every screen is its own chunk, loaded the first time it is shown: a customer opening the
 * checkout on a phone downloads the checkout, not the console, the inspector or the data tools.
 * Each is taken from its feature's entry; the build sends the `import()` to the page's own module
 * (build/gateway-entry-plugin.ts), so the chunk is cut at the page, not at the entry.
 */
import { lazy } from 'react';
import { routeOf, type Route } from './routes';
import { parseHash } from '../shared/use-hash-route';

// React.lazy's form, which the build sends to the page's own module.
const loadConsole = () => import('../console').then((m) => ({ default: m.ConsolePage }));
const loadEditor = () => import('../editor').then((m) => ({ default: m.loadMonacoEarly }));
const loadKeys = () => import('../keys').then((m) => ({ default: m.KeysPage }));
const loadWebhooks = () => import('../webhooks').then((m) => ({ default: m.WebhooksPage }));
const loadData = () => import('../data').then((m) => ({ default: m.DataPage }));
const loadCheckout = () => import('../checkout').then((m) => ({ default: m.CheckoutPage }));
const loadScenario = () => import('../scenarios').then((m) => ({ default: m.ScenarioPage }));
const loadRecords = () => import('../records').then((m) => ({ default: m.RecordsPage }));
const loadReference = () => import('../reference').then((m) => ({ default: m.ReferencePage }));
const loadFaults = () => import('../faults').then((m) => ({ default: m.FaultsPage }));

export const ConsolePage = lazy(loadConsole);
export const KeysPage = lazy(loadKeys);
export const WebhooksPage = lazy(loadWebhooks);
export const DataPage = lazy(loadData);
export const CheckoutPage = lazy(loadCheckout);
export const ScenarioPage = lazy(loadScenario);
export const RecordsPage = lazy(loadRecords);
export const ReferencePage = lazy(loadReference);
export const FaultsPage = lazy(loadFaults);

const LOADERS: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  // The console's body editor is Monaco: fetched once the screen's own chunk is in.
  console: () =>
    loadConsole()
      .then(loadEditor)
      .then(({ default: loadMonacoEarly }) => loadMonacoEarly()),
  keys: loadKeys,
  webhooks: loadWebhooks,
  data: loadData,
  checkout: loadCheckout,
  scenario: loadScenario,
  records: loadRecords,
  reference: loadReference,
  faults: loadFaults,
};

/**
 * Starts loading the screen `hash` names (and the console's editor) while the gateway starts, so
 * a first visit downloads them beside the gateway's start rather than after it. The screen's own
 * lazy import then finds its chunk loaded.
 */
export function preloadScreenOf(hash: string): void {
  LOADERS[routeOf(parseHash(hash)).page]?.().catch(() => undefined);
}
