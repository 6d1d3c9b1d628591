import type { PaymentStatus } from '../core';

/**
 * The moves the sandbox lets a payment make (as its customer or provider would). The interface
 * shows none; the sandbox contract fixes these.
 */
const MOVES: Partial<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  INITIALIZED: ['PENDING', 'WAITING_FOR_EXTERNAL_ACTION', 'COMPLETED', 'CANCELED', 'ERROR'],
  PENDING: ['COMPLETED', 'CANCELED', 'ERROR', 'PENDING'],
  WAITING_FOR_EXTERNAL_ACTION: ['COMPLETED', 'CANCELED', 'ERROR', 'PENDING'],
  COMPLETED: ['REFUNDED'],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return MOVES[from]?.includes(to) ?? false;
}

/** The statuses a payment in `from` may move to, for the checkout and the UI. */
export function nextStatuses(from: PaymentStatus): readonly PaymentStatus[] {
  return MOVES[from] ?? [];
}
