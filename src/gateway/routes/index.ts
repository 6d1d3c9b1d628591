/**
 * Every HTTP route, declared once as data (`declaration.ts`, grouped as the OpenAPI document's
 * tags in `route-table.ts`), and beside each group the words the document says of its routes and
 * the schemas of their JSON answers (the `-docs.ts` files, gathered by `docs.ts` for the document
 * alone). `http/` binds a handler to each route and builds the document; the UI's client is typed
 * by the helpers' declarations.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts): the route table never brings the docs.
 */
export type { customizationRoutes } from './customizations';
export type { JsonAnswer, JsonOf, KeyOf, ParamsIn, RouteDeclaration, RouteGroup } from './declaration';
export { docOf } from './docs';
export type { formRoutes } from './forms';
export type { paymentRoutes } from './payments';
export type { pricingRoutes } from './pricing';
export type { productRoutes } from './products';
export { ROUTE_TABLE } from './route-table';
export type { HelperDeclaration, RouteTable } from './route-table';
export type { changeRoutes } from './sandbox/changes';
export type { checkoutRoutes } from './sandbox/checkout';
export type { clockRoutes } from './sandbox/clock';
export type { dataRoutes } from './sandbox/data';
export type { deliveryRoutes } from './sandbox/deliveries';
export type { faultRoutes } from './sandbox/faults';
export type { keyRoutes } from './sandbox/keys';
export type { notificationRoutes } from './sandbox/notifications';
export type { openApiRoutes } from './sandbox/openapi';
export type { partnerRoutes } from './sandbox/partners';
export type { sandboxPaymentRoutes } from './sandbox/payments';
export type { receiverRoutes } from './sandbox/receivers';
export type { recordRoutes } from './sandbox/records';
export type { sandboxWebhookRoutes } from './sandbox/webhooks';
export type { webhookRoutes } from './webhooks';
