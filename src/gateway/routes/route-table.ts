/**
 * Every route the gateway answers, declared once and grouped as the interface groups them (the
 * OpenAPI document's tags, in its order): `http/` binds each to its implementation, the OpenAPI
 * document is built from them, and the UI's client is typed by the sandbox helpers'.
 */
import { customizationRoutes } from './customizations';
import type { RouteGroup } from './declaration';
import { formRoutes } from './forms';
import { paymentRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { productRoutes } from './products';
import { changeRoutes } from './sandbox/changes';
import { checkoutRoutes } from './sandbox/checkout';
import { clockRoutes } from './sandbox/clock';
import { dataRoutes } from './sandbox/data';
import { deliveryRoutes } from './sandbox/deliveries';
import { faultRoutes } from './sandbox/faults';
import { keyRoutes } from './sandbox/keys';
import { notificationRoutes } from './sandbox/notifications';
import { openApiRoutes } from './sandbox/openapi';
import { partnerRoutes } from './sandbox/partners';
import { sandboxPaymentRoutes } from './sandbox/payments';
import { receiverRoutes } from './sandbox/receivers';
import { recordRoutes } from './sandbox/records';
import { sandboxWebhookRoutes } from './sandbox/webhooks';
import { webhookRoutes } from './webhooks';

/**
 * The sandbox helpers: keyless, on the base host, under `/_sandbox/`. One group per resource a
 * helper acts on, so a route is found where its path says; their order here is the order of the
 * OpenAPI document's "Sandbox helpers".
 */
const HELPER_GROUPS = [
  partnerRoutes,
  keyRoutes,
  notificationRoutes,
  sandboxPaymentRoutes,
  checkoutRoutes,
  clockRoutes,
  deliveryRoutes,
  sandboxWebhookRoutes,
  receiverRoutes,
  dataRoutes,
  recordRoutes,
  faultRoutes,
  changeRoutes,
  openApiRoutes,
] as const;

/** Every route, by tag: each tag's groups of declarations, in the document's order. */
export const ROUTE_TABLE = {
  Products: [productRoutes],
  Payments: [paymentRoutes],
  'Pricing entries': [pricingRoutes],
  'Forms and fields': [formRoutes],
  Customizations: [customizationRoutes],
  Webhooks: [webhookRoutes],
  'Sandbox helpers': HELPER_GROUPS,
} as const;

export type RouteTable = typeof ROUTE_TABLE;

/** The declarations of a list of groups, one union. */
type DeclarationsOf<Groups extends readonly RouteGroup[]> = { [I in keyof Groups]: Groups[I][keyof Groups[I]] }[number];

/** Every declared route, one union. */
export type Declaration = { [T in keyof RouteTable]: DeclarationsOf<RouteTable[T]> }[keyof RouteTable];

/** Every sandbox helper's declaration, one union: what the UI's client is typed by. */
export type HelperDeclaration = DeclarationsOf<typeof HELPER_GROUPS>;
