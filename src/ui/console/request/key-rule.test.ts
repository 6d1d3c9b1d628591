import { describe, expect, it } from 'vitest';
import type { Operation } from '../catalogue/catalogue';
import type { ConsoleRequest } from '../console-request';
import { handAddedKeyWarning, isKeyless, requestAsSent } from './key-rule';

const operation = (method: string, path: string, keyed: boolean): Operation => ({
  id: `${method} ${path}`,
  group: 'x',
  method,
  path,
  summary: '',
  answers: '',
  errors: [],
  host: 'base',
  keyed,
  uuidParams: [],
});
const operations = [operation('GET', '/_sandbox/clock', false), operation('POST', '/api/product/pay', true)];
const request = (method: string, url: string, headers: ConsoleRequest['headers'] = []): ConsoleRequest => ({
  method,
  url,
  apiKey: 'sk_test_k',
  headers,
  body: '',
});
const STATUS_URL = 'https://status.sandbox.gateway.test/api/payment/product/p/subproduct/abcdefghij/status';

describe('which requests carry the key', () => {
  it('none to the status host or a keyless helper; a keyed operation and a host outside the sandbox as typed', () => {
    expect(isKeyless(request('GET', STATUS_URL), operations)).toBe(true);
    expect(isKeyless(request('GET', 'https://api.sandbox.gateway.test/_sandbox/clock'), operations)).toBe(true);
    expect(isKeyless(request('POST', 'https://api.gateway.test/api/product/pay'), operations)).toBe(false);
    expect(isKeyless(request('GET', 'https://shop.example/status'), operations)).toBe(false);
    expect(requestAsSent(request('GET', STATUS_URL), operations).apiKey).toBe('');
    expect(requestAsSent(request('POST', 'https://api.gateway.test/api/product/pay'), operations).apiKey).toBe('sk_test_k');
  });

  it('a key added by hand to a keyless request is warned of, quoting the rule on the status host', () => {
    const added = [{ name: 'x-api-key', value: 'sk_test_k' }];
    expect(handAddedKeyWarning(request('GET', STATUS_URL, added), operations)).toContain(
      '“The status endpoint needs no key; sensitive data must not be sent to it.”',
    );
    expect(handAddedKeyWarning(request('GET', 'https://api.sandbox.gateway.test/_sandbox/clock', added), operations)).toBe(
      'x-api-key is sent as you added it, but this operation takes no key: it answers the same without one.',
    );
    expect(handAddedKeyWarning(request('POST', 'https://api.gateway.test/api/product/pay', added), operations)).toBeUndefined();
    expect(handAddedKeyWarning(request('GET', STATUS_URL, [{ name: 'X-API-KEY', value: ' ' }]), operations)).toBeUndefined();
  });
});
