/** The whole gateway: every domain module, built from one store, one clock and one config. */
import { admissionModule } from './admission';
import { authModule } from './auth';
import { checkoutViewModule } from './checkout-view';
import { customizationsModule } from './customizations';
import type { GatewayDeps } from './deps';
import { faultsModule } from './faults';
import { formsModule } from './forms';
import { payloadPreviewModule } from './webhooks/payload-preview';
import { paymentsModule } from './payments';
import { pricingModule } from './pricing';
import { productsModule } from './products';
import { receiverCheckModule } from './webhooks/receiver-check-module';
import { receiversModule } from './webhooks/receivers';
import { recordsModule } from './record-browser';
import { replaysModule } from './webhooks/replays';
import { sandboxModule } from './sandbox';
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
