/**
 * The npm package as a merchant gets it: `npm pack` in this repository, the tarball installed into
 * an empty project (better-sqlite3 compiled there; `pack-once.ts`), then the CLI, `startSandbox()`, its types and
 * the package guide's vitest `globalSetup` example (`docs/guide/package.md`) run from that install. Minutes long, so it is its own
 * project (`npm run test:package`), run by `.ci/run`.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { must, run } from './pack-once';

const ROOT = process.cwd();
// Packed and installed once for every file of the project (pack-once.ts).
const { project } = inject('packed');

const installed = (...path: string[]) => join(project, 'node_modules', ...path);

describe('the packed gateway-playground', () => {
  it('installs compiled JavaScript and the built app, without the front end’s toolchain', () => {
    const manifest = JSON.parse(readFileSync(installed('gateway-playground', 'package.json'), 'utf8'));
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).not.toEqual(expect.arrayContaining(['tsx']));
    for (const devOnly of ['tsx', 'typescript', 'react', 'react-dom', 'monaco-editor', 'msw', 'zustand', 'idb']) {
      expect([devOnly, existsSync(installed(devOnly))]).toEqual([devOnly, false]);
    }
    const sources = readdirSync(installed('gateway-playground', 'lib'), { recursive: true }).map(String);
    expect(sources.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    expect(existsSync(installed('gateway-playground', 'dist', 'index.html'))).toBe(true);
    // A publishable package says under which terms it may be used, and carries the text.
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(installed('gateway-playground', 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(readdirSync(installed('better-sqlite3', 'build', 'Release')).some((file) => file.endsWith('.node'))).toBe(true);
  });

  it('serves with `npx gateway-playground serve`: a partner, a product, a payment and its hosted checkout', async () => {
    // A process group of its own, stopped as a terminal's Ctrl-C stops it: npx and the server both get the signal.
    const child = spawn('npx', ['--no-install', 'gateway-playground', 'serve', '--port', '0'], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // 'close': npx has exited and so has the server, which shares its output pipes.
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let baseUrl = '';
    try {
      let printed = '';
      baseUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          printed += chunk;
          const base = /^\{base_url\} (http:\/\/127\.0\.0\.1:\d+) \(sandbox environment\)$/m.exec(printed);
          if (base && /^Press Ctrl-C/m.test(printed)) resolve(base[1]!);
        });
        void exited.then((code) => reject(new Error(`serve exited (${code}): ${printed}`)));
      });
      expect(printed).toMatch(/^\{status_base_url\} http:\/\/127\.0\.0\.1:\d+$/m);
      expect(printed).toMatch(new RegExp(`^\\{checkout_url\\} ${baseUrl}/checkout$`, 'm'));
      expect(printed).not.toContain('No build of the app yet');

      const post = async (path: string, body: unknown, key?: string) => {
        const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(key ? { 'X-API-KEY': key } : {}) };
        const response = await fetch(baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) });
        return { status: response.status, body: await response.json() };
      };
      const partner = await post('/_sandbox/partners', { name: 'Packed shop' });
      const key = partner.body.keys.sandbox;
      const product = await post('/api/product/pay', { productType: 'PAY', name: 'Mugs', shortName: 'mugs-packed' }, key);
      expect(product.status).toBe(200);
      const payment = await post(`/api/pay/product/${product.body.id}/subproduct/pricing`, { externalId: 'order-1', price: 1299 }, key);
      expect(payment.status).toBe(200);
      expect(payment.body.redirectUrl.startsWith(`${baseUrl}/checkout/`)).toBe(true);

      const checkout = await fetch(payment.body.redirectUrl);
      expect(checkout.status).toBe(200);
      expect(checkout.headers.get('content-type')).toContain('text/html');
      const page = await checkout.text();
      const script = /<script[^>]+src="([^"]+\.js)"/.exec(page)![1]!;
      const asset = await fetch(new URL(script, checkout.url));
      expect([asset.status, asset.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    } finally {
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    }
    await expect(fetch(`${baseUrl}/_sandbox/clock`)).rejects.toThrow();
  });

  it('starts and stops from plain JavaScript with startSandbox(), leaving nothing open', async () => {
    await writeFile(
      join(project, 'start.mjs'),
      `import { startSandbox } from 'gateway-playground';
const sandbox = await startSandbox();
const partner = await fetch(sandbox.baseUrl + '/_sandbox/partners', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then((r) => r.json());
const hosts = [sandbox.baseUrl, sandbox.statusBaseUrl, sandbox.liveBaseUrl, sandbox.liveStatusBaseUrl];
await sandbox.close();
const refused = await Promise.all(hosts.map((url) => fetch(url + '/_sandbox/clock').then(() => false, () => true)));
console.log(JSON.stringify({ ...sandbox, key: partner.keys.sandbox, refused }));
`,
    );
    // The script ends by itself only if close() left no server, timer or database open.
    const result = must(await run('node', ['start.mjs'], project), 'start.mjs');
    const out = JSON.parse(result.stdout);
    const hosts = [out.baseUrl, out.statusBaseUrl, out.liveBaseUrl, out.liveStatusBaseUrl];
    for (const url of hosts) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set(hosts).size).toBe(4);
    expect(out.checkoutUrl).toBe(`${out.baseUrl}/checkout`);
    expect(out.key).toMatch(/^sk_test_/);
    expect(out.refused).toEqual([true, true, true, true]);
  });

  it('types startSandbox from its source: a mistyped option or result field fails tsc', async () => {
    await writeFile(
      join(project, 'typed.ts'),
      `import { startSandbox, type RunningSandbox, type StartSandboxOptions } from 'gateway-playground';
const options: StartSandboxOptions = { port: 4010, db: 'sandbox.db', clock: 'simulated' };
const sandbox: RunningSandbox = await startSandbox(options);
const urls: string[] = [sandbox.baseUrl, sandbox.statusBaseUrl, sandbox.liveBaseUrl, sandbox.liveStatusBaseUrl, sandbox.checkoutUrl];
// @ts-expect-error the clock is 'real' or 'simulated'
await startSandbox({ clock: 'fast' });
// @ts-expect-error there is no statusUrl, it is statusBaseUrl
console.log(urls, sandbox.statusUrl);
await sandbox.close();
`,
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
      'typed.ts',
    ];
    must(await run('node', [tsc, ...args], project), 'tsc over the installed types');
  });

  it('types and loads startSandbox in a CommonJS project too, typed under module node16 as under nodenext', async () => {
    const cjs = join(project, 'cjs');
    await mkdir(cjs, { recursive: true });
    await writeFile(join(cjs, 'package.json'), JSON.stringify({ type: 'commonjs' }));
    await writeFile(
      join(cjs, 'consumer.ts'),
      `import { startSandbox, type RunningSandbox } from 'gateway-playground';
export async function start(): Promise<RunningSandbox> {
  // @ts-expect-error the clock is 'real' or 'simulated'
  await startSandbox({ clock: 'fast' });
  return startSandbox({ clock: 'simulated' });
}
`,
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const module of ['node16', 'nodenext']) {
      const args = [
        '--noEmit',
        '--strict',
        '--module',
        module,
        '--moduleResolution',
        module,
        '--target',
        'es2022',
        '--lib',
        'es2022,dom',
        'consumer.ts',
      ];
      must(await run('node', [tsc, ...args], cjs), `tsc --module ${module} over the installed types, from CommonJS`);
    }
    // And Node loads it from CommonJS as the declaration says.
    const required = `const { startSandbox } = require('gateway-playground'); process.exit(typeof startSandbox === 'function' ? 0 : 1);`;
    must(await run('node', ['-e', required], cjs), 'require of the installed package');
  });

  it('checks a careless receiver with `npx gateway-playground check-receiver`: exit 1, the forgeries named', async () => {
    const receiver = createServer((_request, response) => response.writeHead(200).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      const result = await run('npx', ['--no-install', 'gateway-playground', 'check-receiver', url, '--secret', 'whsec_packed'], project);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^FAIL +wrong-signature .*answered 200/m);
      expect((await run('npx', ['--no-install', 'gateway-playground', 'check-receiver', url], project)).code).toBe(2);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('relays a delivery with `npx gateway-playground relay --forward-to`: the pairing address printed, 403 without its token', async () => {
    const received: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      request.on('end', () => (received.push(body), response.writeHead(202).end('queued')));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const child = spawn('npx', ['--no-install', 'gateway-playground', 'relay', '--forward-to', url, '--port', '0'], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      let printed = '';
      const address = await new Promise<URL>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          printed += chunk;
          const line = /^ {2}(http:\/\/127\.0\.0\.1:\d+\/#[A-Za-z0-9_-]{22,})$/m.exec(printed);
          if (line) resolve(new URL(line[1]!));
        });
        void exited.then((code) => reject(new Error(`relay exited (${code}): ${printed}`)));
      });
      const envelope = JSON.stringify({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"status":"COMPLETED"}' });
      const send = (path: string) =>
        fetch(`${address.origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: envelope });
      expect((await send('/')).status).toBe(403);
      expect(received).toEqual([]);
      const answer = await send(`/${address.hash.slice(1)}`);
      expect(await answer.json()).toEqual({ kind: 'answered', status: 202, body: 'queued' });
      expect(received).toEqual(['{"status":"COMPLETED"}']);
    } finally {
      process.kill(-child.pid!, 'SIGINT');
      await exited;
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('runs the package guide’s vitest globalSetup example as written', async () => {
    const guide = readFileSync(join(ROOT, 'docs', 'guide', 'package.md'), 'utf8');
    const files = [...guide.matchAll(/```ts\n\/\/ ([\w.-]+\.ts)\n([\s\S]*?)```/g)];
    expect(files.map((file) => file[1])).toEqual(['vitest.config.ts', 'sandbox-setup.ts', 'payments.test.ts']);
    for (const [, name, code] of files) await writeFile(join(project, name!), code!);
    const result = await run('npx', ['--no-install', 'vitest', 'run'], project);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Tests +1 passed/);
    // And typed as written: `inject` answers what ProvidedContext declares, the test API its types.
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
      ...files.map((file) => file[1]!),
    ];
    must(await run('node', [tsc, ...args], project), 'tsc over the guide’s example');
  });
});
