/**
 * The sandbox helpers the webhook inspector uses, through the sandbox client: the clock, the
 * delivery attempts and the scripted receivers. Nothing here reads the store directly.
 */
import type { AnswerTo, ClockView } from '../shared/sandbox-client';
import { sandbox } from '../shared/sandbox-connection';

export type { ClockView };
export type ClockMode = ClockView['mode'];

/** A receiver as `GET /_sandbox/receivers` lists it; `calls` counts the calls it has answered. */
export type Receiver = AnswerTo<'GET /_sandbox/receivers'>[number];

/** One scripted answer, as `PUT /_sandbox/receivers/<name>` takes it. */
export type ReceiverAnswer = Receiver['answers'][number];

export interface DeliveryFilters {
  webhookId: string;
  paymentHash: string;
}

export const readClock = () => sandbox().call('GET /_sandbox/clock');
export const setClock = (mode: ClockMode, now?: number) => sandbox().call('POST /_sandbox/clock', { body: { mode, now } });
export const advanceClock = (ms: number) => sandbox().call('POST /_sandbox/clock/advance', { body: { ms } });
export const jumpToNextDue = () => sandbox().call('POST /_sandbox/clock/next-due');

export const stopAdvance = () => sandbox().call('POST /_sandbox/clock/advance/stop');

/** The `limit` attempts created last, in the order they were created; the client leaves blank filters out. */
export const readDeliveries = (filters: DeliveryFilters, limit: number) =>
  sandbox().call('GET /_sandbox/deliveries', { query: { ...filters, limit } });

export const readReceivers = () => sandbox().call('GET /_sandbox/receivers');

/** `verifySignatures`: the receiver answers 400 to a call whose signature does not verify. */
export const scriptReceiver = (name: string, answers: ReceiverAnswer[], verifySignatures = false) =>
  sandbox().call('PUT /_sandbox/receivers/:name', { params: { name }, body: { answers, verifySignatures } });
