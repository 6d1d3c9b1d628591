/**
 * The variables a notification would carry if the payment changed status now: the webhooks
 * screen renders its template preview from them with the gateway's own renderer. Built by the
 * same `defaultPayload` as deliveries; only `requestId` is a sample, since each notification gets
 * a fresh one when it is queued.
 */
import { errors, type GatewayDeps, newUuid, type NotifiableStatus } from '../core';
import { defaultPayload, type Payload } from './payload';

export function payloadPreviewModule({ store, clock }: GatewayDeps) {
  return {
    /** The default payload of `status` for the payment, dated at the gateway's current time. */
    preview(paymentHash: string, status: NotifiableStatus): Promise<{ variables: Payload; at: number }> {
      return store.read(async (tx) => {
        const payment = await tx.get('payments', paymentHash);
        if (!payment) throw errors.notFound('PaySubProductEntity');
        const product = await tx.get('products', payment.productId);
        if (!product) throw errors.notFound('PayProductEntity');
        const at = clock.now();
        const change = { status, at, paymentMethod: payment.paymentMethod };
        return { variables: defaultPayload(product, payment, change, newUuid()), at };
      });
    },
  };
}
