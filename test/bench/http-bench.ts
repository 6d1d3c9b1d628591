/**
 * `npm run bench`, over real loopback HTTP: create-payment and the status endpoint driven by
 * autocannon (10 connections) against the Node server on a database file, empty and then with
 * 100,000 payments stored, and against Prism 5 mocking the same two operations
 * (`prism-openapi.yaml`) in the same run. Targets: each operation at least three times Prism's
 * rate, and no slower with 100,000 payments stored. Create-payment is also set beside the
 * machine's floor (`floor-server.ts`: a bare node:http server doing one SQLite insert per
 * request), to say how much of the rate a gateway's work leaves. Prints the table and the ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { Payment } from '../../src/gateway/core/stored-records';
import { openSqliteStore } from '../../src/storage/sqlite/store';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
/**
 * Measured runs of each operation on each server; the fastest is kept. The load generator shares
 * the machine (two cores here) with the server and its helper threads, and that interference only
 * ever slows a run: one run alone varied by ±10% from one minute to the next, and by up to 40%
 * from one spell to the next, which is why servers set beside each other are measured in turns.
 */
export const RUNS = 3;
export const CONNECTIONS = 10;
const STORED = 100_000;
export const ROOT = process.cwd();
export const PRODUCT = '7d7b1b3e-3f59-4b8e-9a47-2b1c64a1f2aa';

export interface Target {
  create: string;
  status: string;
  key: string;
}

/** Starts `command` and resolves once its output has matched every pattern, with their first groups. */
export function start(command: string, args: string[], patterns: RegExp[]): Promise<{ child: ChildProcess; found: string[] }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      // Prism logs every request: keep only what is needed to find the patterns.
      if (output.length < 100_000) output += chunk;
      const found = patterns.map((pattern) => pattern.exec(output)?.[1]);
      if (found.every((value) => value !== undefined)) resolve({ child, found: found as string[] });
    });
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // Ended already: by itself (an exit code) or by a signal (a signal code, and no exit code).
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The floor server on `dbFile` (`floor-server.ts`). */
async function floorServer(dbFile: string) {
  const { child, found } = await start(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test', 'bench', 'floor-server.ts'), dbFile],
    [/^\{base_url\} (\S+)/m],
  );
  return { child, baseUrl: found[0]! };
}

/** The Node server on `dbFile` (a file or a postgres:// URL), as `npm run serve` starts it. */
export async function nodeServer(dbFile: string) {
  const serve = join(ROOT, 'src', 'app', 'node', 'serve.ts');
  const { child, found } = await start(
    process.execPath,
    ['--import', 'tsx', serve, '--port', '0', '--db', dbFile],
    [/^\{base_url\} (\S+)/m, /^\{status_base_url\} (\S+)/m],
  );
  return { child, baseUrl: found[0]!, statusUrl: found[1]! };
}

async function post(url: string, body: unknown, key?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'X-API-KEY': key } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`);
  return response.json();
}

/** A partner, a product and one payment: what the two operations need. */
export async function merchant(baseUrl: string, statusUrl: string): Promise<Target & { productId: string; hash: string }> {
  const partner = await post(`${baseUrl}/_sandbox/partners`, { name: 'Bench' });
  const key: string = partner.keys.sandbox;
  const product = await post(`${baseUrl}/api/product/pay`, { productType: 'PAY', name: 'Bench', shortName: 'bench' }, key);
  const create = `${baseUrl}/api/pay/product/${product.id}/subproduct/pricing`;
  const payment = await post(create, { price: 1299, externalId: 'first', details: {} }, key);
  const hash = new URL(payment.redirectUrl.replace('#', '')).searchParams.get('externalId')!;
  return { create, key, productId: product.id, hash, status: `${statusUrl}/api/payment/product/${product.id}/subproduct/${hash}/status` };
}

/** Stores `count` more payments like the stored one, straight into the (stopped) server's file. */
async function storePayments(dbFile: string, like: string, count: number): Promise<string> {
  const store = await openSqliteStore(dbFile);
  try {
    const model = (await store.read((tx) => tx.get('payments', like)))!;
    const hashes = Array.from({ length: count }, (_, i) => `b${String(i).padStart(9, '0')}`);
    await store.write(async (tx) => {
      for (const [i, hash] of hashes.entries()) {
        await tx.put('payments', { ...model, hash, externalId: `stored-${i}`, createdAt: model.createdAt - count + i } as Payment);
      }
    });
    return hashes[count / 2]!;
  } finally {
    store.close();
  }
}

export interface Measured {
  rate: number;
  p99: number;
  /** The server process's CPU time per request: unlike the rate, not skewed by other load. */
  cpuMs: number | undefined;
}

/** CPU milliseconds `pid` has used so far (Linux), or undefined where /proc is missing. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Rate (mean requests per second), p99 latency and CPU cost of one operation, the fastest of RUNS; throws on any non-2xx answer. */
export async function measure(name: string, server: ChildProcess, options: autocannon.Options): Promise<Measured> {
  const [fastest] = await measureInTurns([{ name, server, options }], RUNS);
  return fastest!;
}

/**
 * Each of `targets` measured `runs` times, one after another in turns (A, B, A, B…), the fastest
 * run of each kept. Set side by side, two servers are then measured under the same spells of
 * load from elsewhere, which only ever slow a run and come and go by the minute here.
 */
export async function measureInTurns(
  targets: { name: string; server: ChildProcess; options: autocannon.Options }[],
  runs: number,
): Promise<Measured[]> {
  // Unmeasured first: a server just started is still compiling its hot paths.
  for (const { options } of targets) await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  const fastest: (Measured | undefined)[] = targets.map(() => undefined);
  for (let run = 0; run < runs; run++) {
    for (const [i, { name, server, options }] of targets.entries()) {
      const next = await measureOnce(name, server, options);
      if (!fastest[i] || next.rate > fastest[i].rate) fastest[i] = next;
    }
  }
  return fastest as Measured[];
}

async function measureOnce(name: string, server: ChildProcess, options: autocannon.Options): Promise<Measured> {
  const cpuBefore = cpuMsOf(server.pid!);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const cpuAfter = cpuMsOf(server.pid!);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${name}: ${failed} of ${result.requests.total} requests failed`);
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return { rate: result.requests.average, p99: result.latency.p99, cpuMs };
}

let orders = 0;

export function operations({ create, status, key }: Target) {
  return {
    'create-payment': {
      url: create,
      method: 'POST' as const,
      headers: { 'Content-Type': 'application/json', 'X-API-KEY': key },
      // A new externalId on every request: every one is a stored write.
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ price: 1299, externalId: `bench-${++orders}`, details: {} }),
          }),
        },
      ],
    },
    status: { url: status },
  };
}

type Operation = keyof ReturnType<typeof operations>;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Results = Record<string, Record<string, Measured>>;

/** The floor's row: what one stored write over HTTP costs here at the least. */
const FLOOR = 'floor (http + 1 insert)';

/** Prism 5 mocking the two operations (`prism-openapi.yaml`), and their target on it. */
export async function startPrism(): Promise<{ child: ChildProcess; target: Target }> {
  const port = await freePort();
  const { child } = await start(
    join(ROOT, 'node_modules', '.bin', 'prism'),
    ['mock', '-p', String(port), join(ROOT, 'test', 'bench', 'prism-openapi.yaml')],
    [/Prism is (listening)/],
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    target: {
      create: `${base}/api/pay/product/${PRODUCT}/subproduct/pricing`,
      status: `${base}/api/payment/product/${PRODUCT}/subproduct/Ab3dE5gH7j/status`,
      key: 'sk_test_bench',
    },
  };
}

/**
 * Each operation on `server` (as `label`, at `target`) and on Prism, in turns (`measureInTurns`):
 * per operation, the server's fastest run and Prism's.
 */
export async function measureBesidePrism(
  label: string,
  server: ChildProcess,
  target: Target,
  prism: { child: ChildProcess; target: Target },
  { connections = CONNECTIONS, only }: { connections?: number; only?: Operation[] } = {},
): Promise<Partial<Record<Operation, [Measured, Measured]>>> {
  const onServer = operations(target);
  const onPrism = operations(prism.target);
  const measured: Partial<Record<Operation, [Measured, Measured]>> = {};
  for (const operation of only ?? (Object.keys(onServer) as Operation[])) {
    console.log(
      `  ${operation} on ${label} and on Prism 5${connections === CONNECTIONS ? '' : ` at ${connections} connections`}, in turns...`,
    );
    const [mine, mock] = await measureInTurns(
      [
        { name: `${operation} on ${label}`, server, options: { ...onServer[operation], connections } },
        { name: `${operation} on Prism`, server: prism.child, options: { ...onPrism[operation], connections } },
      ],
      RUNS,
    );
    measured[operation] = [mine!, mock!];
  }
  return measured;
}

async function run(): Promise<Results> {
  const results: Results = { 'create-payment': {}, status: {} };
  const prism = await startPrism();
  /** Each operation on the Node server in turns with Prism's: Prism's row keeps its fastest run of all. */
  const recordBesidePrism = async (label: string, server: ChildProcess, target: Target) => {
    for (const [operation, [node, mock]] of Object.entries(await measureBesidePrism(label, server, target, prism))) {
      const fastestPrism = results[operation]!['Prism 5'];
      results[operation]![label] = node;
      if (!fastestPrism || mock.rate > fastestPrism.rate) results[operation]!['Prism 5'] = mock;
    }
  };
  const directory = await mkdtemp(join(tmpdir(), 'gateway-bench-'));
  try {
    const dbFile = join(directory, 'bench.db');
    let server = await nodeServer(dbFile);
    const shop = await merchant(server.baseUrl, server.statusUrl);
    await recordBesidePrism('Node, empty', server.child, shop);
    await stop(server.child);

    console.log(`  storing ${STORED.toLocaleString('en')} payments...`);
    const middle = await storePayments(dbFile, shop.hash, STORED);
    server = await nodeServer(dbFile);
    const status = `${server.statusUrl}/api/payment/product/${shop.productId}/subproduct/${middle}/status`;
    await recordBesidePrism(`Node, ${STORED.toLocaleString('en')} stored`, server.child, {
      ...shop,
      create: shop.create.replace(/^http:\/\/[^/]+/, server.baseUrl),
      status,
    });
    await stop(server.child);
    await stop(prism.child);

    const floor = await floorServer(join(directory, 'floor.db'));
    console.log(`  create-payment on ${FLOOR}...`);
    results['create-payment']![FLOOR] = await measure(
      `create-payment on ${FLOOR}`,
      floor.child,
      operations({ ...shop, create: floor.baseUrl })['create-payment'],
    );
    await stop(floor.child);
    return results;
  } finally {
    await stop(prism.child);
    await rm(directory, { recursive: true, force: true });
  }
}

function print(results: Results): void {
  const stored = `Node, ${STORED.toLocaleString('en')} stored`;
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, each row the fastest of ${RUNS} runs of ${SECONDS} s (all its figures from that run), the Node server's taken in turns with Prism's, Prism's row the fastest of all its runs, loopback HTTP\n`,
  );
  console.log(
    `${'operation'.padEnd(16)}${'server'.padEnd(26)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU ms/req'.padStart(12)}  ratio`,
  );
  for (const [operation, byServer] of Object.entries(results)) {
    const { rate: prism, cpuMs: prismCpu } = byServer['Prism 5']!;
    const empty = byServer['Node, empty']!.rate;
    const floor = byServer[FLOOR];
    for (const [server, { rate, p99, cpuMs }] of Object.entries(byServer)) {
      // Steadier than the rates when other work shares the machine: what each request costs the server.
      const cpuRatio = prismCpu && cpuMs ? ` (by CPU per request: ${(prismCpu / cpuMs).toFixed(1)}x)` : '';
      const floorCpu = floor?.cpuMs && cpuMs ? ` (by CPU per request: ${((100 * floor.cpuMs) / cpuMs).toFixed(0)}%)` : '';
      const ofFloor = floor && server !== FLOOR ? `; ${((100 * rate) / floor.rate).toFixed(0)}% of the floor's rate${floorCpu}` : '';
      const ratio =
        server === 'Prism 5' || server === FLOOR
          ? ''
          : `${(rate / prism).toFixed(1)}x Prism${cpuRatio} (target ≥ 3x) ${rate >= 3 * prism ? 'met' : 'MISSED'}` +
            (server === stored
              ? `; ${(rate / empty).toFixed(2)}x empty (target: no slower, 10% noise allowed) ${rate >= 0.9 * empty ? 'met' : 'MISSED'}`
              : '') +
            ofFloor;
      const cpu = cpuMs === undefined ? '-' : cpuMs.toFixed(2);
      console.log(
        `${operation.padEnd(16)}${server.padEnd(26)}${Math.round(rate).toString().padStart(9)}${String(p99).padStart(9)}${cpu.padStart(12)}  ${ratio}`,
      );
    }
  }
}

// Run by `npm run bench`; the PostgreSQL part (`postgres-bench.ts`) imports the helpers above.
if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log('HTTP benchmark: the Node server against Prism 5');
  print(await run());
}
