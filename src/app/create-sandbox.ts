/**
 * Wires one sandbox over a store: clock, gateway, delivery scheduler, runtime and the fetch
 * handler. The browser, the Node server and the tests all build theirs here.
 */
import { DeliveryScheduler, type SchedulerOptions } from '../runtime/delivery-scheduler';
import { createRuntime } from '../runtime/runtime';
import { SwitchableClock } from '../runtime/switchable-clock';
import { deliveryRunner } from '../gateway/webhooks/deliveries';
import { endpointCaller } from '../gateway/webhooks/endpoint-call';
import { CHECK_CALL_TIMEOUT_MS } from '../gateway/webhooks/receiver-check-module';
import { createGateway } from '../gateway/gateway';
import { groupCommit } from '../gateway/webhooks/group-commit';
import type { Store, Transport } from '../gateway/ports';
import type { Environment } from '../gateway/records';
import { createHandler } from '../http/handler';
import type { HostTable } from '../http/hosts';
import { withCallTimeout } from './call-timeout';
import { fetchTransport } from './fetch-transport';

export interface SandboxOptions extends SchedulerOptions {
  store: Store;
  hosts: HostTable;
  /** `{checkout_url}` of each environment. */
  checkoutUrl: (env: Environment) => string;
  /**
   * How webhook calls to endpoints outside the sandbox leave; default: `fetch`. The scripted
   * receivers at https://hooks.gateway.test answer inside the sandbox whatever this is, in the
   * page and in the Node server alike.
   */
  outbound?: Transport;
  /** Real time; tests may pin it. */
  realNow?: () => number;
}

export async function createSandbox({ store, hosts, checkoutUrl, outbound, realNow, ...scheduling }: SandboxOptions) {
  const clock = await SwitchableClock.open(store, realNow);
  const gateway = createGateway({ store, clock, checkoutUrl });
  // Deliveries due at one instant claim and record their attempts together. Side by side is safe:
  // every attempt is in one lane's hands at a time, and the one write that moves the receivers'
  // scripts on, a batch of claims, claims after the batch before it (`claimInTurn`).
  const transport = outbound ?? fetchTransport();
  const runner = deliveryRunner({ store: groupCommit(store, { sideBySide: true }), clock, transport, pause: wallTimePause });
  const scheduler = new DeliveryScheduler(runner, clock, store, scheduling);
  const runtime = createRuntime(clock, scheduler, endpointCaller(store, withCallTimeout(transport, CHECK_CALL_TIMEOUT_MS)));
  const handler = createHandler({ gateway, runtime, hosts, changes: store });
  return {
    store,
    clock,
    gateway,
    runtime,
    handler,
    /**
     * Stops deliveries: timers, the advance under way (at its current instant) and waiting for
     * answers. The store stays open, e.g. for a last export.
     */
    stopDeliveries: () => scheduler.stop(),
    /** Stops the deliveries' timers, lets the run under way finish, and closes the store. */
    async close() {
      await scheduler.stop();
      store.close();
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;

function wallTimePause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
