import { describe, expect, it } from 'vitest';
import type { Payment } from '../../gateway/core/stored-records';
import { COLLECTION_VIEWS, TAB_ORDER } from './record-columns';

const payment = {
  hash: 'AbCdEfGhIj',
  externalId: 'order-1',
  status: 'COMPLETED',
  price: null,
  createdAt: Date.UTC(2026, 0, 15, 12),
} as Payment;

describe('record columns', () => {
  it('a payment is listed by hash, externalId, status, price and creation time', () => {
    const view = COLLECTION_VIEWS.payments;

    expect(view.idOf(payment)).toBe('AbCdEfGhIj');
    expect(view.columns.map((column) => column.cell(payment))).toEqual([
      'AbCdEfGhIj',
      'order-1',
      'COMPLETED',
      'customer sets',
      '2026-01-15 12:00:00 UTC',
    ]);
  });

  it('shows a payment’s status as a badge of its tone: a completed payment in the success colour', () => {
    const tones = COLLECTION_VIEWS.payments.columns.map((column) => column.tone?.(payment));
    expect(tones).toEqual([undefined, undefined, 'badge--ok', undefined, undefined]);
    expect(COLLECTION_VIEWS.payments.columns[2]!.tone!({ ...payment, status: 'ERROR' })).toBe('badge--error');
  });

  it('every collection has a tab', () => {
    expect([...TAB_ORDER].sort()).toEqual(Object.keys(COLLECTION_VIEWS).sort());
  });
});
