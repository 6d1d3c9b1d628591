/**
 * Every screen is its own chunk, loaded the first time it is shown: a customer opening the
 * checkout on a phone downloads the checkout, not the console, the inspector or the data tools.
 */
import { lazy } from 'react';
import { routeOf, type Route } from './routes';
import { parseHash } from './use-hash-route';

const loadConsole = () => import('../console/console-page');
const loadKeys = () => import('../keys/keys-page');
const loadWebhooks = () => import('../webhooks/webhooks-page');
const loadData = () => import('../data/data-page');
const loadCheckout = () => import('../checkout/checkout-page');
const loadScenario = () => import('../scenarios/scenario-page');
const loadRecords = () => import('../records/records-page');
const loadReference = () => import('../reference/reference-page');
const loadFaults = () => import('../faults/faults-page');

export const ConsolePage = lazy(() => loadConsole().then((m) => ({ default: m.ConsolePage })));
export const KeysPage = lazy(() => loadKeys().then((m) => ({ default: m.KeysPage })));
export const WebhooksPage = lazy(() => loadWebhooks().then((m) => ({ default: m.WebhooksPage })));
export const DataPage = lazy(() => loadData().then((m) => ({ default: m.DataPage })));
export const CheckoutPage = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutPage })));
export const ScenarioPage = lazy(() => loadScenario().then((m) => ({ default: m.ScenarioPage })));
export const RecordsPage = lazy(() => loadRecords().then((m) => ({ default: m.RecordsPage })));
export const ReferencePage = lazy(() => loadReference().then((m) => ({ default: m.ReferencePage })));
export const FaultsPage = lazy(() => loadFaults().then((m) => ({ default: m.FaultsPage })));

const LOADERS: Partial<Record<Route['page'], () => Promise<unknown>>> = {
  // The console's body editor is Monaco: fetched once the screen's own chunk is in.
  console: () => loadConsole().then((screen) => screen.loadConsoleEditor()),
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
