/**
 * Every route's doc, for the OpenAPI document alone: it loads with the document (`http/openapi.ts`,
 * imported on demand), so the route table, which every page running the gateway loads, carries
 * none of the words and builds none of the answer schemas (issue 40: a docs embed's first load).
 */
import type { KeyOf, RouteDeclaration } from './declaration';
import type { RouteDoc } from './route-doc';
import type { Declaration } from './route-table';
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

/** Every declared route's doc; the compiler refuses a table with a route left out. */
const ROUTE_DOCS: { readonly [K in KeyOf<Declaration>]: RouteDoc } = {
  ...customizationDocs,
  ...formDocs,
  ...paymentDocs,
  ...pricingDocs,
  ...productDocs,
  ...changeDocs,
  ...checkoutDocs,
  ...clockDocs,
  ...dataDocs,
  ...deliveryDocs,
  ...faultDocs,
  ...keyDocs,
  ...notificationDocs,
  ...openApiDocs,
  ...partnerDocs,
  ...sandboxPaymentDocs,
  ...receiverDocs,
  ...recordDocs,
  ...sandboxWebhookDocs,
  ...webhookDocs,
};

/** The doc declared beside a route. */
export function docOf(route: RouteDeclaration): RouteDoc {
  return ROUTE_DOCS[`${route.method} ${route.path}` as KeyOf<Declaration>];
}
