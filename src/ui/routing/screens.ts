/**
 * Every screen is its own chunk, loaded the first time it is shown: a customer opening the
 * checkout on a phone downloads the checkout, not the console, the inspector or the data tools.
 */
import { lazy } from 'react';

export const ConsolePage = lazy(() => import('../console/console-page').then((m) => ({ default: m.ConsolePage })));
export const KeysPage = lazy(() => import('../keys/keys-page').then((m) => ({ default: m.KeysPage })));
export const WebhooksPage = lazy(() => import('../webhooks/webhooks-page').then((m) => ({ default: m.WebhooksPage })));
export const DataPage = lazy(() => import('../data/data-page').then((m) => ({ default: m.DataPage })));
export const CheckoutPage = lazy(() => import('../checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
export const ScenarioPage = lazy(() => import('../scenarios/scenario-page').then((m) => ({ default: m.ScenarioPage })));
export const RecordsPage = lazy(() => import('../records/records-page').then((m) => ({ default: m.RecordsPage })));
export const ReferencePage = lazy(() => import('../reference/reference-page').then((m) => ({ default: m.ReferencePage })));
export const FaultsPage = lazy(() => import('../faults/faults-page').then((m) => ({ default: m.FaultsPage })));
