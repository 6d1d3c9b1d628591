import { describe, expect, it } from 'vitest';
import type { Operation } from '../catalogue/catalogue';
import { requestUrl } from './request-url';

const hosts = {
  env: 'sandbox' as const,
  label: 'Sandbox',
  base: 'https://api.sandbox.gateway.test',
  status: 'https://status.sandbox.gateway.test',
};
const operation = (method: string, path: string, host: Operation['host']) => ({ method, path, host }) as Operation;
const operations = [operation('POST', '/api/product/pay', 'base'), operation('GET', '/api/payment/product/{productRef}', 'status')];

describe('the URL a console request goes to', () => {
  it('keeps an http or https URL as typed, around spaces', () => {
    expect(requestUrl(' https://shop.example/x?y=1 ', 'GET', hosts, operations)).toBe('https://shop.example/x?y=1');
    expect(requestUrl('http://127.0.0.1:4010/api/product/pay', 'POST', hosts, operations)).toBe('http://127.0.0.1:4010/api/product/pay');
  });

  it('puts a path alone on the host that serves it, the base host unless only the status host does', () => {
    expect(requestUrl('/api/product/pay', 'POST', hosts, operations)).toBe('https://api.sandbox.gateway.test/api/product/pay');
    expect(requestUrl('/api/payment/product/mugs?externalId=Ab12', 'GET', hosts, operations)).toBe(
      'https://status.sandbox.gateway.test/api/payment/product/mugs?externalId=Ab12',
    );
    expect(requestUrl('/no/such/route', 'GET', hosts, operations)).toBe('https://api.sandbox.gateway.test/no/such/route');
  });

  it('answers nothing for a blank field, words, a protocol-relative URL or a script URL', () => {
    for (const typed of ['', '   ', 'not a url at all', '//evil.example/x', 'javascript:alert(1)', 'api/product/pay']) {
      expect(requestUrl(typed, 'GET', hosts, operations), typed).toBeUndefined();
    }
  });
});
