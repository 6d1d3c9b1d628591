/**
 * Wires one sandbox over a store: the delivery engine (with the clock), the gateway and the fetch
 * handler. The browser, the Node server and the tests all build theirs here.
 */
import { createDeliveryEngine, type DeliveryEngineOptions } from '../delivery';
import { createGateway } from '../gateway/gateway';
import type { Environment, Store, Transport } from '../gateway/core';
import { createHandler } from '../http/handler';
import type { HostTable } from '../http/hosts';
import { fetchTransport } from './fetch-transport';

export interface SandboxOptions extends Omit<DeliveryEngineOptions, 'transport'> {
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
}

export async function createSandbox({ store, hosts, checkoutUrl, outbound, ...delivery }: SandboxOptions) {
  const engine = await createDeliveryEngine({ store, transport: outbound ?? fetchTransport(), ...delivery });
  const gateway = createGateway({ store, clock: engine.clock, checkoutUrl });
  const { runtime } = engine;
  const handler = createHandler({ gateway, runtime, hosts, changes: store });
  return {
    store,
    clock: engine.clock,
    gateway,
    runtime,
    handler,
    /**
     * Stops deliveries: timers, the advance under way (at its current instant) and waiting for
     * answers. The store stays open, e.g. for a last export.
     */
    stopDeliveries: () => engine.stop(),
    /** Stops the deliveries' timers, lets the run under way finish, and closes the store. */
    async close() {
      await engine.stop();
      store.close();
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
