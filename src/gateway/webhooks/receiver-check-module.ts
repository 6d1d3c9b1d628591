/**
 * The sandbox helper's receiver check, as the gateway offers it. The battery and its words
 * (`receiver-check.ts`) load on the first check: every page that runs a gateway builds this
 * module, and a docs embed, which never checks a receiver, should not carry them (issue 40).
 */
import { errors, type GatewayDeps, type SandboxRuntime } from '../core';
import type { CheckReport } from './receiver-check-report';

/** How long one case's call may take: a receiver that never answers must not hang the check. */
export const CHECK_CALL_TIMEOUT_MS = 10_000;

/**
 * The battery for a registered webhook, signed at real time as its deliveries are:
 * its endpoint, method, own headers, template, expected code and secret. `call` makes each call
 * as deliveries make them (a scripted receiver answers inside, any other endpoint for real).
 */
export function receiverCheckModule({ store, clock }: Pick<GatewayDeps, 'store' | 'clock'>) {
  return {
    async check(webhookId: string, call: SandboxRuntime['callEndpoint']): Promise<CheckReport> {
      const webhook = await store.read((tx) => tx.get('webhooks', webhookId));
      if (!webhook) throw errors.notFound('WebhookEntity');
      const { receiverBattery, runReceiverCheck } = await import('./receiver-check');
      const now = clock.realNow();
      // A scripted receiver that verifies signatures checks each case as it checks deliveries.
      const signing = { secret: webhook.signingSecret, nowSeconds: Math.floor(now / 1000) };
      return runReceiverCheck(webhook, receiverBattery(webhook, now), (request) => call(request, signing));
    },
  };
}
