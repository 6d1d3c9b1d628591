import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serve } from '../../../../test/node/support';
import type { ConsoleRequest } from '../console-request';
import { snippetOf } from './snippets';

const run = promisify(execFile);

const createProduct: ConsoleRequest = {
  method: 'POST',
  url: 'https://api.sandbox.gateway.test/api/product/pay',
  apiKey: 'sk_test_abc',
  headers: [{ name: 'X-Trace', value: "it's me" }],
  body: '{"name": "Blue Mugs"}',
};

describe('request snippets', () => {
  it('curl names the host and key as overridable variables and quotes everything else', () => {
    expect(snippetOf('curl', createProduct)).toBe(
      [
        'BASE_URL="${BASE_URL:-https://api.sandbox.gateway.test}"',
        'API_KEY="${API_KEY:-sk_test_abc}"',
        `curl -sS -X POST "$BASE_URL"'/api/product/pay' \\`,
        '  -H "X-API-KEY: $API_KEY" \\',
        "  -H 'Content-Type: application/json' \\",
        `  -H 'X-Trace: it'\\''s me' \\`,
        `  --data-raw '{"name": "Blue Mugs"}'`,
      ].join('\n'),
    );
  });

  it('fetch sends the same method, headers and body', () => {
    expect(snippetOf('fetch', createProduct)).toBe(
      [
        "const baseUrl = 'https://api.sandbox.gateway.test';",
        "const apiKey = 'sk_test_abc';",
        "const response = await fetch(baseUrl + '/api/product/pay', {",
        "  method: 'POST',",
        '  headers: {',
        "    'X-API-KEY': apiKey,",
        "    'Content-Type': 'application/json',",
        "    'X-Trace': 'it\\'s me',",
        '  },',
        '  body: JSON.stringify({',
        '    "name": "Blue Mugs"',
        '  }),',
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
  });

  it('the status endpoint has its own host variable and no key', () => {
    const status = snippetOf('node', {
      method: 'GET',
      url: 'https://status.sandbox.gateway.test/api/payment/product/shop/subproduct/abc/status',
      apiKey: '',
      headers: [],
      body: '{"ignored": true}',
    });
    expect(status).toBe(
      [
        '// Node 18 or later (built-in fetch), as an ES module: node request.mjs',
        "const baseUrl = process.env.STATUS_BASE_URL ?? 'https://status.sandbox.gateway.test';",
        "const response = await fetch(baseUrl + '/api/payment/product/shop/subproduct/abc/status', {",
        "  method: 'GET',",
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
  });

  it('each snippet creates a product on the Node server once its base URL and key are swapped', async () => {
    const server = await serve();
    const partner = await (await fetch(`${server.baseUrl}/_sandbox/partners`, { method: 'POST' })).json();
    const env = { ...process.env, BASE_URL: server.baseUrl, API_KEY: partner.keys.sandbox };
    const bodyOf = (n: number) => JSON.stringify({ productType: 'PAY', name: 'Mugs', shortName: `mugs-${n}` });
    const curl = await run('sh', ['-c', snippetOf('curl', { ...createProduct, body: bodyOf(1) })], { env });
    expect(JSON.parse(curl.stdout)).toMatchObject({ name: 'Mugs', shortName: 'mugs-1' });
    const node = await run('node', ['--input-type=module', '-e', snippetOf('node', { ...createProduct, body: bodyOf(2) })], { env });
    expect(node.stdout).toMatch(/^200 \{.*"shortName":"mugs-2"/);
    const fetchCode = snippetOf('fetch', { ...createProduct, body: bodyOf(3) })
      .replace(/^const baseUrl = .*$/m, 'const baseUrl = process.env.BASE_URL;')
      .replace(/^const apiKey = .*$/m, 'const apiKey = process.env.API_KEY;');
    const fetched = await run('node', ['--input-type=module', '-e', fetchCode], { env });
    expect(fetched.stdout).toMatch(/^200 /);
  });
});
