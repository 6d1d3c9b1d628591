/**
 * Every route's doc, for the OpenAPI document alone: it loads with the document (`openapi.ts`,
 * imported on demand), so the gateway's route table, which every page running the gateway loads,
 * carries none of the words (issue 40: a docs embed's first load).
 */
import type { Route, RouteDoc } from '../route';
import { customizationDocs } from './customizations-docs';
import { formDocs } from './forms-docs';
import { paymentDocs } from './payments-docs';
import { pricingDocs } from './pricing-docs';
import { productDocs } from './products-docs';
import { changeDocs } from './sandbox/changes-docs';
import { checkoutDocs } from './sandbox/checkout-docs';
import { clockDocs } from './sandbox/clock-docs';
import { dataDocs } from './sandbox/data-docs';
import { deliveryDocs } from './sandbox/deliveries-docs';
import { faultDocs } from './sandbox/faults-docs';
import { keyDocs } from './sandbox/keys-docs';
import { notificationDocs } from './sandbox/notifications-docs';
import { openApiDocs } from './sandbox/openapi-docs';
import { partnerDocs } from './sandbox/partners-docs';
import { sandboxPaymentDocs } from './sandbox/payments-docs';
import { receiverDocs } from './sandbox/receivers-docs';
import { recordDocs } from './sandbox/records-docs';
import { sandboxWebhookDocs } from './sandbox/webhooks-docs';
import { webhookDocs } from './webhooks-docs';

const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = Object.assign(
  {},
  customizationDocs,
  formDocs,
  paymentDocs,
  pricingDocs,
  productDocs,
  changeDocs,
  checkoutDocs,
  clockDocs,
  dataDocs,
  deliveryDocs,
  faultDocs,
  keyDocs,
  notificationDocs,
  openApiDocs,
  partnerDocs,
  sandboxPaymentDocs,
  receiverDocs,
  recordDocs,
  sandboxWebhookDocs,
  webhookDocs,
);

/** The doc declared beside a route; a route without one is a mistake the OpenAPI test shows. */
export function docOf(route: Route): RouteDoc {
  const doc = ROUTE_DOCS[`${route.method} ${route.path}`];
  if (!doc) throw new Error(`${route.method} ${route.path} has no doc in its -docs.ts file`);
  return doc;
}

/** The keys of docs no route declares (a path changed on one side only). */
export function docsWithoutRoute(routes: readonly Route[]): string[] {
  const declared = new Set(routes.map((route) => `${route.method} ${route.path}`));
  return Object.keys(ROUTE_DOCS).filter((key) => !declared.has(key));
}
