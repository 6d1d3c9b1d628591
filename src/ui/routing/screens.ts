/**
 * Every screen is its own chunk, loaded the first time it is shown: a customer opening the
 * checkout on a phone downloads the checkout, not the console, the inspector or the data tools.
 * Each is taken from its feature's entry; the build sends the `import()` to the page's own module
 * (build/gateway-entry-plugin.ts), so the chunk is cut at the page, not at the entry.
 */
import { lazy } from 'react';

export const ConsolePage = lazy(() => import('../console').then((m) => ({ default: m.ConsolePage })));
export const KeysPage = lazy(() => import('../keys').then((m) => ({ default: m.KeysPage })));
export const WebhooksPage = lazy(() => import('../webhooks').then((m) => ({ default: m.WebhooksPage })));
export const DataPage = lazy(() => import('../data').then((m) => ({ default: m.DataPage })));
export const CheckoutPage = lazy(() => import('../checkout').then((m) => ({ default: m.CheckoutPage })));
export const ScenarioPage = lazy(() => import('../scenarios').then((m) => ({ default: m.ScenarioPage })));
export const RecordsPage = lazy(() => import('../records').then((m) => ({ default: m.RecordsPage })));
export const ReferencePage = lazy(() => import('../reference').then((m) => ({ default: m.ReferencePage })));
export const FaultsPage = lazy(() => import('../faults').then((m) => ({ default: m.FaultsPage })));
