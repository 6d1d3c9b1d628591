/** The whole gateway: every domain module, built from one store, one clock and one config. */
import { admissionModule, authModule, faultsModule } from './access';
import { checkoutViewModule, paymentsModule } from './payments';
import { customizationsModule, formsModule, pricingModule, productsModule } from './products';
import type { GatewayDeps } from './core';
import { payloadPreviewModule, receiverCheckModule, receiversModule, replaysModule, webhooksModule } from './webhooks';
import { recordsModule, sandboxModule } from './records';

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
