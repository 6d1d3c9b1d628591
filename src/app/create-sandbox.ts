/** Wires one sandbox: gateway, clock, runtime and handler over a store. Browser, Node and tests share it. */
import { SwitchableClock } from '../clock/switchable-clock';
import { createRuntime } from '../clock/runtime';
import { createGateway } from '../gateway/gateway';
import type { Store } from '../gateway/ports';
import type { Environment } from '../gateway/records';
import { createHandler } from '../http/handler';
import type { HostTable } from '../http/hosts';

export interface SandboxOptions {
  store: Store;
  hosts: HostTable;
  /** `{checkout_url}` of each environment. */
  checkoutUrl: (env: Environment) => string;
  /** Real time; tests may pin it. */
  realNow?: () => number;
}

export async function createSandbox({ store, hosts, checkoutUrl, realNow }: SandboxOptions) {
  const clock = await SwitchableClock.open(store, realNow);
  const gateway = createGateway({ store, clock, checkoutUrl });
  const runtime = createRuntime(clock);
  const handler = createHandler({ gateway, runtime, hosts });
  return { store, clock, gateway, runtime, handler };
}

export type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
