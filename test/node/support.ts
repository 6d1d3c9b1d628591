/** Servers on port 0 over real loopback HTTP, closed after each test, and small fetch helpers. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../src/app/node/server';

const SERVE = join(process.cwd(), 'src', 'app', 'node', 'serve.ts');

const running = new Set<RunningServer>();
const directories: string[] = [];

afterEach(async () => {
  await Promise.all([...running].map((server) => server.close()));
  running.clear();
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

/** A server on free ports, closed after the test unless the test closes it first. */
export async function serve(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const server = await startServer({ port: 0, ...options });
  running.add(server);
  return server;
}

/** A fresh directory, removed after the test. */
export async function tempDir(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'gateway-node-'));
  directories.push(directory);
  return directory;
}

export interface Call {
  key?: string;
  /** A value is sent as JSON; a string as it is (malformed bodies). */
  body?: unknown;
}

export function call(method: string, url: string, { key, body }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (key) headers['X-API-KEY'] = key;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(url, { method, headers, body: payload });
}

export async function json<T = any>(method: string, url: string, options?: Call): Promise<{ status: number; body: T }> {
  const response = await call(method, url, options);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A partner, a product and one payment on `server`, as a merchant back end would create them. */
export async function merchantWithPayment(server: RunningServer) {
  const partner = await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Node shop' } });
  const key: string = partner.body.keys.sandbox;
  const product = await json('POST', `${server.baseUrl}/api/product/pay`, {
    key,
    body: { productType: 'PAY', name: 'Shop', shortName: `shop-${Math.random().toString(36).slice(2, 10)}` },
  });
  const payment = await json('POST', `${server.baseUrl}/api/pay/product/${product.body.id}/subproduct/pricing`, {
    key,
    body: { externalId: 'order-1', price: 1999 },
  });
  const redirectUrl: string = payment.body.redirectUrl;
  // Without the '#' a hash-routed checkout URL's query would be part of the fragment.
  const hash = new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
  return { partner, key, product, payment, redirectUrl, hash, productId: product.body.id as string };
}

export function statusPath(productRef: string, hash: string): string {
  return `/api/payment/product/${productRef}/subproduct/${hash}/status`;
}

/**
 * Runs the CLI (`npm run serve`) as a child process; `ready` resolves with both URLs once it
 * has printed them. The caller ends it (`endCli`).
 */
export function runCli(args: string[]) {
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
  // process of its own, which a SIGKILL sent to it would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<{ baseUrl: string; statusUrl: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const base = /^\{base_url\} (http:\/\/127\.0\.0\.1:\d+) \(sandbox environment\)$/m.exec(stdout);
      const status = /^\{status_base_url\} (http:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout);
      // Every address is out once the closing line is.
      if (base && status && /^Press Ctrl-C/m.test(stdout)) resolve({ baseUrl: base[1]!, statusUrl: status[1]! });
    });
    void exited.then((code) => reject(new Error(`serve exited (${code}) before printing its URLs: ${stderr}`)));
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

/** Kills a CLI started by `runCli` with `signal`, and waits for it to be gone. */
export async function endCli(cli: ReturnType<typeof runCli>, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill(signal);
  return cli.exited;
}
