/** The whole gateway: every domain module, built from one store, one clock and one config. */
import { admissionModule } from './access/admission';
import { authModule } from './access/auth';
import { checkoutViewModule } from './payments/checkout-view';
import { customizationsModule } from './products/customizations';
import type { GatewayDeps } from './core/deps';
import { faultsModule } from './access/faults';
import { formsModule } from './products/forms';
import { payloadPreviewModule } from './webhooks/payload-preview';
import { paymentsModule } from './payments/payments';
import { pricingModule } from './products/pricing';
import { productsModule } from './products/products';
import { receiverCheckModule } from './webhooks/receiver-check-module';
import { receiversModule } from './webhooks/receivers';
import { recordsModule } from './records/browser-reads';
import { replaysModule } from './webhooks/replays';
import { sandboxModule } from './records/sandbox';
import { webhooksModule } from './webhooks/registrations';

export function createGateway(deps: GatewayDeps) {
  return {
    admission: admissionModule(deps),
    auth: authModule(deps),
    products: productsModule(deps),
    payments: paymentsModule(deps),
    pricing: pricingModule(deps),
    forms: formsModule(deps),
    customizations: customizationsModule(deps),
    checkout: checkoutViewModule(deps),
    webhooks: webhooksModule(deps),
    sandbox: sandboxModule(deps),
    receivers: receiversModule(deps.store),
    receiverCheck: receiverCheckModule(deps),
    records: recordsModule(deps),
    faults: faultsModule(deps.store),
    replays: replaysModule(deps),
    payloadPreview: payloadPreviewModule(deps),
  };
}

export type Gateway = ReturnType<typeof createGateway>;
