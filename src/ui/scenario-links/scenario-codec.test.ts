import { describe, expect, it } from 'vitest';
import { decodeScenario, encodeScenario, ScenarioLinkError, shownStep, type Scenario } from './scenario-codec';

const scenario: Scenario = {
  v: 1,
  title: 'Zakup kubków ☕',
  steps: [
    {
      method: 'POST',
      url: 'https://api.sandbox.gateway.test/api/product/pay',
      headers: { 'X-API-KEY': '{{key}}' },
      body: { name: 'Mugs' },
    },
    { method: 'GET', url: 'https://api.sandbox.gateway.test/api/product/pay/{{0.id}}' },
  ],
};

/** base64url of text, written out independently of the codec. */
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('scenario links', () => {
  it('reads the base64url of the JSON as the contract writes it', async () => {
    expect(await decodeScenario(base64url(JSON.stringify(scenario)))).toEqual(scenario);
  });

  it('reads base64url with its padding too, plain and compressed, as some encoders write it', async () => {
    const padded = Buffer.from(JSON.stringify({ ...scenario, title: 'żółw' }), 'utf8')
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(padded).toMatch(/=$/);
    expect(await decodeScenario(padded)).toEqual({ ...scenario, title: 'żółw' });
    const compressed = (await encodeScenario(scenario, { compress: true })).slice(2);
    const repadded = compressed + '='.repeat((4 - (compressed.length % 4)) % 4);
    expect(await decodeScenario(`z.${repadded}`)).toEqual(scenario);
  });

  it('writes the plain form as base64url of the UTF-8 JSON, with no padding', async () => {
    const data = await encodeScenario(scenario);
    expect(data).toBe(base64url(JSON.stringify(scenario)));
    expect(data).not.toMatch(/[=+/]/);
  });

  it('round-trips the compressed z. form, which is shorter for a long scenario', async () => {
    const long: Scenario = { ...scenario, steps: Array.from({ length: 8 }, () => scenario.steps[0]!) };
    const data = await encodeScenario(long, { compress: true });
    expect(data.startsWith('z.')).toBe(true);
    expect(data.length).toBeLessThan((await encodeScenario(long)).length);
    expect(await decodeScenario(data)).toEqual(long);
  });

  it('shows the last step unless show names another', () => {
    expect(shownStep(scenario)).toBe(1);
    expect(shownStep({ ...scenario, show: 0 })).toBe(0);
  });

  it.each([
    ['', 'not base64url'],
    ['abc$%', 'not base64url'],
    ['abcde', 'not base64url'],
    ['ab=c', 'not base64url'],
    [base64url('{"v":1,'), 'not JSON'],
    [Buffer.from([0xff, 0xfe, 0x41]).toString('base64url'), 'not UTF-8'],
    [`z.${base64url('definitely not deflate')}`, 'damaged'],
    [base64url(JSON.stringify({ v: 2, steps: scenario.steps })), 'not valid at v'],
    [base64url(JSON.stringify({ v: 1, steps: [] })), 'not valid at steps'],
    [base64url(JSON.stringify({ v: 1, steps: [{ method: 'GET' }] })), 'not valid at steps.0.url'],
    [base64url(JSON.stringify({ ...scenario, show: 2 })), 'not valid at show'],
  ])('rejects %j with a message saying it is %s', async (data, words) => {
    const failure = await decodeScenario(data).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScenarioLinkError);
    expect((failure as Error).message).toContain(words);
  });

  it('refuses a link longer than a 1 MiB scenario, and compressed data that inflates past 1 MiB, saying it is too large', async () => {
    const padded = (bytes: number): Scenario => ({ ...scenario, title: 'x'.repeat(bytes) });
    const tooLong = await encodeScenario(padded(1024 * 1024));
    // 2 MiB of one letter compresses to a few kilobytes: the link is short, what it unpacks to is not.
    const bomb = await encodeScenario(padded(2 * 1024 * 1024), { compress: true });

    for (const data of [tooLong, bomb]) {
      const failure = await decodeScenario(data).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ScenarioLinkError);
      expect((failure as Error).message).toContain('too large');
    }
    expect(bomb.length).toBeLessThan(10_000);
    expect((await decodeScenario(await encodeScenario(padded(1000 * 1024), { compress: true }))).title).toHaveLength(1000 * 1024);
  });
});
