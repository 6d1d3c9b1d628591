import { describe, expect } from 'vitest';
import { expectError, newPayment, test } from '../support/scene';

const SIMULATED = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('sandbox clock', () => {
  test('a new sandbox runs on real time', async ({ scene }) => {
    const before = Date.now();
    const { status, body } = await scene.helper('GET', '/_sandbox/clock');

    expect(status).toBe(200);
    expect(body.mode).toBe('real');
    expect(body.now).toBeGreaterThanOrEqual(before);
    expect(body.now).toBeLessThanOrEqual(Date.now());
  });

  test('switching to simulated time with now answers and keeps that time', async ({ scene }) => {
    const switched = await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });

    expect(switched).toEqual({ status: 200, body: { mode: 'simulated', now: SIMULATED } });
    expect(await scene.helper('GET', '/_sandbox/clock')).toEqual(switched);
  });

  test('switching to simulated time without now starts where the clock stands', async ({ scene }) => {
    const before = Date.now();
    const { body } = await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated' });

    expect(body.mode).toBe('simulated');
    expect(body.now).toBeGreaterThanOrEqual(before);
    expect(body.now).toBeLessThanOrEqual(Date.now());
  });

  test('switching back to real time answers the real time again', async ({ scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });
    const before = Date.now();

    const { body } = await scene.helper('POST', '/_sandbox/clock', { mode: 'real' });

    expect(body.mode).toBe('real');
    expect(body.now).toBeGreaterThanOrEqual(before);
    expect((await scene.helper('GET', '/_sandbox/clock')).body.mode).toBe('real');
  });

  test('advancing moves simulated time by ms and answers the new time', async ({ scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });

    expect((await scene.helper('POST', '/_sandbox/clock/advance', { ms: 5_000 })).body).toEqual({
      mode: 'simulated',
      now: SIMULATED + 5_000,
    });
    await scene.helper('POST', '/_sandbox/clock/advance', { ms: 3_600_000 });
    expect((await scene.helper('GET', '/_sandbox/clock')).body.now).toBe(SIMULATED + 3_605_000);
  });

  test('advancing in real mode answers 400', async ({ scene }) => {
    expectError(await scene.helper('POST', '/_sandbox/clock/advance', { ms: 1_000 }), 400);
    expect((await scene.helper('GET', '/_sandbox/clock')).body.mode).toBe('real');
  });

  test.for([
    ['an unknown mode', '/_sandbox/clock', { mode: 'frozen' }],
    ['a negative now', '/_sandbox/clock', { mode: 'simulated', now: -1 }],
    ['a negative advance', '/_sandbox/clock/advance', { ms: -1 }],
    ['an advance without ms', '/_sandbox/clock/advance', {}],
  ] as const)('%s answers 400 and leaves the clock', async ([, path, body], { scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });

    expectError(await scene.helper('POST', path, body), 400);
    expect((await scene.helper('GET', '/_sandbox/clock')).body).toEqual({ mode: 'simulated', now: SIMULATED });
  });

  test('records written in simulated time carry the simulated time', async ({ scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });
    const { owner } = scene;

    const entry = (await owner.api('POST', `/api/pay/products/${owner.productId}/pricing/entries`, { price: 1 })).body;
    expect(entry.createdAt).toBe(SIMULATED / 1000);

    const hash = await newPayment(owner);
    await scene.helper('POST', '/_sandbox/clock/advance', { ms: 2_500 });
    await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED' });
    const payment = (await scene.helper('GET', `/_sandbox/payments/${hash}`)).body;
    expect(payment.statusHistory.map((change: { at: number }) => change.at)).toEqual([SIMULATED, SIMULATED + 2_500]);
  });
});
