/**
 * A transport whose calls give up after a while: the receiver check calls a merchant's endpoint
 * once per case and waits for the report, so an endpoint that never answers must not hold the
 * check (the CLI, or the Webhooks screen's "Checking…") for ever. Deliveries keep no timeout.
 */
import type { CallResult, Transport } from '../gateway/core';

export function withCallTimeout(transport: Transport, timeoutMs: number): Transport {
  return {
    send(request) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<CallResult>((resolve) => {
        timer = setTimeout(() => resolve({ kind: 'network-error', error: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
      });
      return Promise.race([transport.send(request), gaveUp]).finally(() => clearTimeout(timer));
    },
  };
}
