/**
 * The merchant's test kit from the packed tarball: a shop's receiver (node:http) checking 300 s
 * freshness with the exported `verifySignature` accepts every retry of two simulated hours; the
 * test API end to end; `signatureHeader`, `verifySignature` and a real delivery agree; the bin's
 * `--version`; and an install whose build scripts were skipped serves, refusing `--db FILE` with
 * the fix.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { must, run } from './pack-once';

const { work, tarball, project } = inject('packed');
const VERSION: string = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).version;

/** The shop: its receiver, the sandbox started in simulated time, one order paid and two hours advanced. */
const SHOP = `import { createServer } from 'node:http';
import { signatureHeader, startSandbox, verifySignature } from 'gateway-playground';

let secret = '';
const calls = [];
// The shop's /webhooks: the raw body checked against its own clock (300 s); down for its first 4 genuine calls.
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    const header = request.headers['x-service-signature'];
    const verified = verifySignature(raw, header, secret);
    calls.push({ header, body: raw.toString('utf8'), verified });
    const genuine = calls.filter((call) => call.verified).length;
    response.writeHead(!verified ? 400 : genuine <= 4 ? 500 : 200).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const sandbox = await startSandbox({ clock: 'simulated' });
const post = (path, body, key) =>
  fetch(sandbox.baseUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-KEY': key }, body: JSON.stringify(body) }).then((r) => r.json());
const partner = await sandbox.createPartner({ name: 'Packed shop' });
const key = partner.keys.sandbox;
const product = await post('/api/product/pay', { productType: 'PAY', name: 'Mugs', shortName: 'mugs-kit' }, key);
const webhook = await post('/api/pay/plugin/webhook', { endpoint: 'http://127.0.0.1:' + receiver.address().port + '/webhooks', expectedCode: 200, retries: 5 }, key);
secret = webhook.signingSecret;
await post('/api/pay/plugin/webhook/' + webhook.id + '/products/' + product.id, {}, key);
const payment = await post('/api/pay/product/' + product.id + '/subproduct/pricing', { externalId: 'order-1', price: 1299 }, key);
const hash = new URL(payment.redirectUrl).searchParams.get('externalId');

const paid = await sandbox.pay(hash);
const advanced = await sandbox.advance(2 * 3600 * 1000);
const attempts = await sandbox.deliveries({ paymentHash: hash });
const byWebhook = await sandbox.deliveries({ webhookId: webhook.id });
const refunded = await sandbox.move(hash, 'REFUNDED');
const declined = await sandbox.pay(hash, { blikCode: '123456' }).then(() => 'paid', (error) => error.message);
const agree = calls.every((call) => signatureHeader(call.body, secret, { timestamp: Number(/^t=(\\d+),/.exec(call.header)[1]) }) === call.header);
const tampered = verifySignature(calls[0].body + ' ', calls[0].header, secret);
await sandbox.reset();
const afterReset = await sandbox.deliveries();
await sandbox.close();
receiver.close();
console.log(JSON.stringify({ partner, paid, advanced, attempts, byWebhook, refunded, declined, verified: calls.map((call) => call.verified), agree, tampered, afterReset }));
`;

describe('the merchant’s test kit, installed', () => {
  it('a shop checking 300 s with verifySignature accepts every retry of two simulated hours, driven by the test API', async () => {
    await writeFile(join(project, 'shop.mjs'), SHOP);
    const out = JSON.parse(must(await run('node', ['shop.mjs'], project), 'shop.mjs').stdout);

    expect(out.partner).toMatchObject({ name: 'Packed shop', keys: { sandbox: expect.stringMatching(/^sk_test_/) } });
    expect(out.paid).toMatchObject({ status: 'COMPLETED' });
    expect(out.paid.statusHistory.at(-1)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'BLIK' });
    expect(out.advanced.mode).toBe('simulated');
    expect(out.attempts.map((attempt: any) => [attempt.attempt, attempt.state, attempt.responseStatus])).toEqual([
      [1, 'FAILED', 500],
      [2, 'FAILED', 500],
      [3, 'FAILED', 500],
      [4, 'FAILED', 500],
      [5, 'SUCCEEDED', 200],
    ]);
    // The fifth attempt went out over an hour of simulated time after the first, and still verified.
    expect(out.attempts[4].sentAt - out.attempts[0].sentAt).toBe(3_906_000);
    expect(out.verified).toEqual([true, true, true, true, true]);
    expect(out.byWebhook).toEqual(out.attempts);
    expect(out.agree).toBe(true);
    expect(out.tampered).toBe(false);
    expect(out.refunded.status).toBe('REFUNDED');
    expect(out.declined).toMatch(/answered 400: Cannot move a payment from REFUNDED to COMPLETED/);
    expect(out.afterReset).toEqual([]);
  });

  it('refuses an option startSandbox does not know, by name', async () => {
    await writeFile(join(project, 'prot.mjs'), `import { startSandbox } from 'gateway-playground';\nawait startSandbox({ prot: 1 });\n`);
    const result = await run('node', ['prot.mjs'], project);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('startSandbox: unknown option "prot"');
  });

  it('prints its version from the installed bin', async () => {
    const result = must(await run(join(project, 'node_modules', '.bin', 'gateway-playground'), ['--version'], project), '--version');
    expect(result.stdout).toBe(`${VERSION}\n`);
  });
});

describe('an install whose build scripts were skipped (--ignore-scripts, as pnpm does by default)', () => {
  it('serves and runs startSandbox() in memory, and refuses --db FILE naming better-sqlite3 and the fix', async () => {
    const bare = join(work, 'bare-shop');
    await mkdir(bare);
    await writeFile(join(bare, 'package.json'), JSON.stringify({ name: 'bare-shop', private: true, type: 'module' }));
    must(
      await run('npm', ['install', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', tarball], bare),
      'npm install --ignore-scripts',
    );
    // Nothing was compiled.
    expect(existsSync(join(bare, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'))).toBe(false);

    // serve: its lines, and it answers.
    const bin = join(bare, 'node_modules', '.bin', 'gateway-playground');
    const child = spawn(bin, ['serve', '--port', '0'], { cwd: bare, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      let printed = '';
      const baseUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          printed += chunk;
          const base = /^\{base_url\} (http:\/\/127\.0\.0\.1:\d+) \(sandbox environment\)$/m.exec(printed);
          if (base && /^Press Ctrl-C/m.test(printed)) resolve(base[1]!);
        });
        void exited.then((code) => reject(new Error(`serve exited (${code}): ${printed}`)));
      });
      expect(printed).toContain('Database: in memory');
      const partner = await fetch(`${baseUrl}/_sandbox/partners`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(partner.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }

    // startSandbox(): the test API over the memory store.
    await writeFile(
      join(bare, 'start.mjs'),
      `import { startSandbox } from 'gateway-playground';
const sandbox = await startSandbox();
const partner = await sandbox.createPartner();
const deliveries = await sandbox.deliveries();
await sandbox.close();
console.log(JSON.stringify({ key: partner.keys.sandbox, deliveries }));
`,
    );
    expect(JSON.parse(must(await run('node', ['start.mjs'], bare), 'start.mjs').stdout)).toEqual({
      key: expect.stringMatching(/^sk_test_/),
      deliveries: [],
    });

    // --db FILE needs the native module: the start says so, and how to mend it.
    const withFile = await run(bin, ['serve', '--port', '0', '--db', 'shop.db'], bare);
    expect(withFile.code).toBe(1);
    expect(withFile.stderr).toMatch(
      /^Cannot start: Cannot open database shop\.db: --db FILE needs better-sqlite3, and it could not be loaded/,
    );
    expect(withFile.stderr).toContain('npm rebuild better-sqlite3');
    expect(withFile.stderr.trim().split('\n')).toHaveLength(1);
  });
});
