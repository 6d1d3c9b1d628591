import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../schemas/faults';
import { decideFault, seededRandom } from './faults';

const rule = (input: object) => faultRuleSchema.parse(input);
const ENDPOINT = 'GET /api/pay/plugin/webhook';

describe('decideFault', () => {
  it('no rule, or a rule that does nothing, meets no fault', () => {
    expect(decideFault(null, ENDPOINT, Math.random)).toBeUndefined();
    expect(decideFault(rule({ errorRate: 0, latencyMs: 0 }), ENDPOINT, Math.random)).toBeUndefined();
  });

  it('a rule for other endpoints leaves this one alone', () => {
    expect(decideFault(rule({ errorRate: 1, endpoints: ['POST /api/product/pay'] }), ENDPOINT, Math.random)).toBeUndefined();
  });

  it('a full share always fails with the chosen status after the fixed latency', () => {
    expect(decideFault(rule({ errorRate: 1, errorStatus: 500, latencyMs: 40 }), ENDPOINT, () => 0.99)).toEqual({
      delayMs: 40,
      errorStatus: 500,
    });
  });

  it('a range maps the lowest and highest draws onto its bounds', () => {
    const ranged = rule({ latencyMs: { min: 100, max: 200 } });

    expect(decideFault(ranged, ENDPOINT, () => 0)).toEqual({ delayMs: 100 });
    expect(decideFault(ranged, ENDPOINT, () => 0.999999)).toEqual({ delayMs: 200 });
  });

  it('a draw below the share fails and one above it succeeds', () => {
    const half = rule({ errorRate: 0.5 });

    expect(decideFault(half, ENDPOINT, () => 0.2)).toEqual({ delayMs: 0, errorStatus: 503 });
    expect(decideFault(half, ENDPOINT, () => 0.7)).toEqual({ delayMs: 0 });
  });
});

describe('seededRandom', () => {
  it('one seed gives one sequence, in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const draws = Array.from({ length: 100 }, () => first());

    expect(Array.from({ length: 100 }, () => second())).toEqual(draws);
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    expect(new Set(draws).size).toBe(100);
  });
});
