/**
 * `npm run bench` (PostgreSQL part): the Node server on `--db postgres://…`, on a throwaway
 * cluster of Debian's `postgresql` with its default durability (fsync on), beside Prism 5 and the
 * SQLite figures of `http-bench.ts` and `advance-month.ts`. Targets: create-payment and status at
 * least 1.5x Prism's rate; a month of 1,000 always-failing webhooks under 4 s; two servers on one
 * database no slower in total than one. Skipped, saying so, where PostgreSQL is not installed.
 */
import autocannon from 'autocannon';
import { startServer } from '../../src/app/node/server';
import { postgresBinDir, startCluster, type Cluster } from '../support/pg-cluster';
import { checkAllFailed, line, replayMonth, seconds, setUp, startReceiver, WEBHOOKS, type Call } from './advance-month';
import { CONNECTIONS, measureBesidePrism, merchant, nodeServer, operations, RUNS, startPrism, stop } from './http-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE_TARGET = 1.5;
const MONTH_TARGET_MS = 4_000;

async function requestRates(cluster: Cluster) {
  const server = await nodeServer(await cluster.createDatabase('bench_http'));
  const shop = await merchant(server.baseUrl, server.statusUrl);
  const prism = await startPrism();
  const measured = await measureBesidePrism('PostgreSQL', server.child, shop, prism).finally(() => Promise.all([stop(server.child), stop(prism.child)]));

  console.log(`\nautocannon, ${CONNECTIONS} connections, the fastest of ${RUNS} runs of ${SECONDS} s taken in turns with Prism's, loopback HTTP`);
  for (const [operation, [{ rate, p99, cpuMs }, { rate: prismRate }]] of Object.entries(measured)) {
    const ratio = rate / prismRate;
    line(`${operation} on PostgreSQL (Prism 5: ${Math.round(prismRate)} req/s)`, `${Math.round(rate)} req/s, p99 ${p99} ms`, `≥ ${RATE_TARGET}x`, ratio >= RATE_TARGET);
    // The server's CPU per request: unlike the rate, little moved by other load on the machine.
    console.log(`    ${ratio.toFixed(1)}x Prism; the server's CPU ${cpuMs === undefined ? '?' : cpuMs.toFixed(2)} ms a request`);
  }
}

/** create-payment rate, all servers loaded at once, CONNECTIONS split between them. */
async function totalCreateRate(targets: { baseUrl: string; statusUrl: string }[], shop: Awaited<ReturnType<typeof merchant>>): Promise<number> {
  const runs = targets.map((target) => {
    const create = shop.create.replace(/^http:\/\/[^/]+/, target.baseUrl);
    const options = operations({ ...shop, create })['create-payment'];
    return autocannon({ ...options, connections: CONNECTIONS / targets.length, duration: SECONDS });
  });
  const results = await Promise.all(runs);
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  if (failed > 0) throw new Error(`${failed} create-payment requests failed`);
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

async function twoServers(cluster: Cluster) {
  const db = await cluster.createDatabase('bench_two');
  const one = await nodeServer(db);
  const shop = await merchant(one.baseUrl, one.statusUrl);
  console.log('  create-payment, one server...');
  await totalCreateRate([one], shop);
  const alone = Math.max(await totalCreateRate([one], shop), await totalCreateRate([one], shop));
  const two = await nodeServer(db);
  console.log('  create-payment, two servers on the same database...');
  await totalCreateRate([one, two], shop);
  const together = Math.max(await totalCreateRate([one, two], shop), await totalCreateRate([one, two], shop));
  await Promise.all([stop(one.child), stop(two.child)]);
  line(
    'create-payment, two servers on one database, in total',
    `${Math.round(together)} vs ${Math.round(alone)} req/s`,
    'no slower',
    // Two runs of the same server vary by about 10% on this shared machine.
    together >= 0.9 * alone,
  );
  console.log(`    ${(together / alone).toFixed(2)}x one server (10% noise allowed)`);
}

async function month(cluster: Cluster) {
  const receiver = await startReceiver();
  const server = await startServer({ port: 0, clock: 'simulated', dbFile: await cluster.createDatabase('bench_month') });
  const call: Call = async (method, path, { key, body } = {}) => {
    const headers: Record<string, string> = key ? { 'X-API-KEY': key } : {};
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  try {
    const hash = await setUp(call, receiver.endpoint);
    const run = await replayMonth(call, hash);
    await checkAllFailed(call);
    line(`month of ${WEBHOOKS.toLocaleString('en')} failing webhooks on PostgreSQL (${(WEBHOOKS * 8).toLocaleString('en')} attempts)`, seconds(run), '< 4 s', run.wallMs < MONTH_TARGET_MS);
  } finally {
    await server.close();
    receiver.stop();
  }
}

console.log('\nPostgreSQL: the Node server on --db postgres://… (a throwaway local cluster, fsync on)');
if (!postgresBinDir()) {
  console.log('  skipped: PostgreSQL is not installed here (apt-get install postgresql)');
} else {
  const cluster = await startCluster({ settings: { fsync: 'on' } });
  try {
    await month(cluster);
    await requestRates(cluster);
    await twoServers(cluster);
  } finally {
    await cluster.destroy();
  }
}
