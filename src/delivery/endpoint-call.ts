/**
 * One call to a webhook endpoint outside any delivery (the receiver check): made as deliveries
 * make theirs, so a scripted receiver at https://hooks.gateway.test answers from its script (and
 * its script moves on) and any other endpoint is called for real through the transport. Nothing
 * is recorded as a delivery attempt.
 */
import type { CallSigning, CheckAnswer, OutgoingRequest, Store, Transport } from '../gateway/core';
import { receiverName, scriptedReceivers } from '../gateway/webhooks';

/**
 * Calls `request` once. A scripted answer's delay is not waited for; one that never comes is a
 * silence. With `signing`, a scripted receiver that verifies signatures checks this call as
 * it checks a delivery.
 */
export function endpointCaller(store: Store, transport: Transport) {
  return async (request: OutgoingRequest, signing?: CallSigning): Promise<CheckAnswer> => {
    const name = receiverName(request.url);
    if (name === undefined) return transport.send(request);
    const result = await store.write(async (tx) => {
      const receivers = await scriptedReceivers(tx, [{ endpoint: request.url }]);
      const answer = receivers.answer(name, signing && { request, ...signing });
      await receivers.save();
      return answer;
    });
    if (result.kind === 'never-answers') return { kind: 'silent', error: `no answer: the scripted receiver ${name} never answers` };
    return result.kind === 'answered'
      ? { kind: 'answered', status: result.status, body: result.body }
      : { kind: 'network-error', error: result.error };
  };
}
