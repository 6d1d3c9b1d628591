/**
 * Every declared route (`gateway/routes/`) bound to what it does. The handlers are given as the
 * table groups the declarations, so the compiler refuses a declared route without a handler, and a
 * handler of no declared route.
 */
import { ROUTE_TABLE } from '../../gateway/routes';
import { bindRoutes, type Route, type TableHandlers } from '../route';
import { customizationHandlers } from './customizations';
import { formHandlers } from './forms';
import { paymentHandlers } from './payments';
import { pricingHandlers } from './pricing';
import { productHandlers } from './products';
import { changeHandlers } from './sandbox/changes';
import { checkoutHandlers } from './sandbox/checkout';
import { clockHandlers } from './sandbox/clock';
import { dataHandlers } from './sandbox/data';
import { deliveryHandlers } from './sandbox/deliveries';
import { faultHandlers } from './sandbox/faults';
import { keyHandlers } from './sandbox/keys';
import { notificationHandlers } from './sandbox/notifications';
import { openApiHandlers } from './sandbox/openapi';
import { partnerHandlers } from './sandbox/partners';
import { sandboxPaymentHandlers } from './sandbox/payments';
import { receiverHandlers } from './sandbox/receivers';
import { recordHandlers } from './sandbox/records';
import { sandboxWebhookHandlers } from './sandbox/webhooks';
import { webhookHandlers } from './webhooks';

const HANDLERS: TableHandlers = {
  Products: [productHandlers],
  Payments: [paymentHandlers],
  'Pricing entries': [pricingHandlers],
  'Forms and fields': [formHandlers],
  Customizations: [customizationHandlers],
  Webhooks: [webhookHandlers],
  'Sandbox helpers': [
    partnerHandlers,
    keyHandlers,
    notificationHandlers,
    sandboxPaymentHandlers,
    checkoutHandlers,
    clockHandlers,
    deliveryHandlers,
    sandboxWebhookHandlers,
    receiverHandlers,
    dataHandlers,
    recordHandlers,
    faultHandlers,
    changeHandlers,
    openApiHandlers,
  ],
};

/** Every endpoint, grouped as the interface groups them (the OpenAPI document's tags). */
export const ROUTE_GROUPS = bindRoutes(ROUTE_TABLE, HANDLERS);

/** Every endpoint the gateway answers, the interface's and the sandbox helpers. */
export const ROUTES: readonly Route[] = Object.values(ROUTE_GROUPS).flat();
