/**
 * The sandbox helpers the webhook inspector uses, over `fetch` like any other client: the clock,
 * the delivery attempts and the scripted receivers. Nothing here reads the store directly.
 */
import type { AdvanceProgress } from '../../gateway/deliveries';
import type { DeliveryAttempt } from '../../gateway/records';
import { callHelper } from '../shared/gateway-api';

export type ClockMode = 'real' | 'simulated';

/**
 * `GET /_sandbox/clock`: `now` in epoch milliseconds; `advance` while an advance runs. An
 * advance answers `stopped: true` when it was stopped before its target.
 */
export interface ClockView {
  mode: ClockMode;
  now: number;
  advance?: AdvanceProgress;
  stopped?: boolean;
}

/** One scripted answer, as `PUT /_sandbox/receivers/<name>` takes it. */
export type ReceiverAnswer =
  | { status: number; body?: string; delayMs?: number }
  | { neverAnswers: true }
  | { networkError: string; delayMs?: number };

/** A receiver as `GET /_sandbox/receivers` lists it; `calls` counts the calls it has answered. */
export interface Receiver {
  name: string;
  answers: ReceiverAnswer[];
  calls: number;
}

export interface DeliveryFilters {
  webhookId: string;
  paymentHash: string;
}

/** Where scripted receivers live: `https://hooks.gateway.test/<name>`. */
export const RECEIVER_ORIGIN = 'https://hooks.gateway.test';

export const readClock = () => callHelper<ClockView>('GET', '/clock');
export const setClock = (mode: ClockMode, now?: number) => callHelper<ClockView>('POST', '/clock', { mode, now });
export const advanceClock = (ms: number) => callHelper<ClockView>('POST', '/clock/advance', { ms });
export const stopAdvance = () => callHelper<ClockView & { stopped: boolean }>('POST', '/clock/advance/stop');
export const jumpToNextDue = () => callHelper<ClockView & { ran: boolean }>('POST', '/clock/next-due');

/** Attempts oldest first; blank filters are left out. */
export function readDeliveries(filters: DeliveryFilters): Promise<DeliveryAttempt[]> {
  const query = new URLSearchParams();
  if (filters.webhookId.trim()) query.set('webhookId', filters.webhookId.trim());
  if (filters.paymentHash.trim()) query.set('paymentHash', filters.paymentHash.trim());
  const search = query.toString();
  return callHelper<DeliveryAttempt[]>('GET', search ? `/deliveries?${search}` : '/deliveries');
}

export const readReceivers = () => callHelper<Receiver[]>('GET', '/receivers');

export const scriptReceiver = (name: string, answers: ReceiverAnswer[]) =>
  callHelper<Receiver>('PUT', `/receivers/${encodeURIComponent(name)}`, { answers });
