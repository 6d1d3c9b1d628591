import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../../gateway/schemas/faults';
import { activeFaults, describeRule, faultableEndpoints } from './describe-fault';

const rule = (input: object) => faultRuleSchema.parse(input);

describe('describeRule', () => {
  it('names the latency, the share of errors and how many endpoints', () => {
    expect(describeRule(rule({ latencyMs: 200, errorRate: 1, errorStatus: 503 }))).toBe('+200 ms, 100% 503');
    expect(describeRule(rule({ latencyMs: { min: 50, max: 300 }, endpoints: ['GET /a'] }))).toBe('+50–300 ms on 1 endpoint');
    expect(describeRule(rule({ errorRate: 0.125, errorStatus: 500 }))).toBe('12.5% 500');
  });
});

describe('activeFaults', () => {
  it('lists only the environments with a rule that does something', () => {
    expect(activeFaults({ sandbox: rule({ errorRate: 0 }), production: rule({ latencyMs: 10 }) })).toEqual([['production', '+10 ms']]);
    expect(activeFaults(null)).toEqual([]);
  });
});

describe('faultableEndpoints', () => {
  it('lists every gateway endpoint and leaves out the sandbox helpers', () => {
    const document = {
      paths: {
        '/api/product/pay': { post: {} },
        '/api/product/pay/{productId}': { patch: {} },
        '/_sandbox/faults': { get: {}, put: {} },
      },
    };

    expect(faultableEndpoints(document)).toEqual(['POST /api/product/pay', 'PATCH /api/product/pay/{productId}']);
  });
});
