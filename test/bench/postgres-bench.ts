/**
 * `npm run bench` (PostgreSQL part): the Node server on `--db postgres://…`, on a throwaway
 * cluster of Debian's `postgresql` with its default durability (fsync on), beside Prism 5 and the
 * SQLite figures of `http-bench.ts` and `advance-month.ts`. Targets: create-payment and status at
 * least 1.5x Prism's rate; a month of 1,000 always-failing webhooks under 4 s; two servers on one
 * database no slower in total than one; the cost of an attempt flat from 1,000 webhooks to 10,000.
 * Beside them, for comparison, the create rates at a load that saturates (SATURATING). Skipped,
 * saying so, where PostgreSQL is not installed.
 */
import autocannon from 'autocannon';
import { startServer } from '../../src/app/node/server';
import { postgresBinDir, startCluster, type Cluster } from '../support/pg-cluster';
import { callerOf, checkAllFailed, line, perAttemptAsItGrows, replayMonth, seconds, setUp, startReceiver, WEBHOOKS } from './advance-month';
import { CONNECTIONS, measureBesidePrism, merchant, nodeServer, operations, RUNS, startPrism, stop } from './http-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE_TARGET = 1.5;
const MONTH_TARGET_MS = 4_000;
/**
 * Connections that saturate both servers here. Measured on this 2-core machine, one server on
 * PostgreSQL made about 1,600 creates a second at 10 connections, 2,300 at 20, 3,600 at 40 and
 * 4,100 to 5,000 at 80, and Prism 1,300 to 1,750 at each of 10, 40 and 80: at CONNECTIONS the
 * server's rate is bound by each request's round trips to the database (its latency), not by what
 * it can do. The rows at this load say what it can do, beside the targets' rows.
 */
const SATURATING = 80;
/** Webhooks of the month's scaling runs: the cost of an attempt must stay flat as the store grows, as on SQLite. */
const PG_SCALES = [1_000, 10_000];

async function requestRates(cluster: Cluster) {
  const server = await nodeServer(await cluster.createDatabase('bench_http'));
  const shop = await merchant(server.baseUrl, server.statusUrl);
  const prism = await startPrism();
  const measured = await measureBesidePrism('PostgreSQL', server.child, shop, prism).finally(() =>
    Promise.all([stop(server.child), stop(prism.child)]),
  );

  console.log(
    `\nautocannon, ${CONNECTIONS} connections, the fastest of ${RUNS} runs of ${SECONDS} s taken in turns with Prism's, loopback HTTP`,
  );
  for (const [operation, [{ rate, p99, cpuMs }, { rate: prismRate }]] of Object.entries(measured)) {
    const ratio = rate / prismRate;
    line(
      `${operation} on PostgreSQL (Prism 5: ${Math.round(prismRate)} req/s)`,
      `${Math.round(rate)} req/s, p99 ${p99} ms`,
      `≥ ${RATE_TARGET}x`,
      ratio >= RATE_TARGET,
    );
    // The server's CPU per request: unlike the rate, little moved by other load on the machine.
    console.log(`    ${ratio.toFixed(1)}x Prism; the server's CPU ${cpuMs === undefined ? '?' : cpuMs.toFixed(2)} ms a request`);
  }
}

/** create-payment on PostgreSQL and on Prism at a load that saturates both (SATURATING), in turns: for comparison. */
async function createCapacity(cluster: Cluster) {
  const server = await nodeServer(await cluster.createDatabase('bench_capacity'));
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
  try {
    const shop = await merchant(server.baseUrl, server.statusUrl);
    prism = await startPrism();
    const measured = await measureBesidePrism('PostgreSQL', server.child, shop, prism, {
      connections: SATURATING,
      only: ['create-payment'],
    });
    const [mine, mock] = measured['create-payment']!;
    line(
      `  at ${SATURATING} connections (Prism 5: ${Math.round(mock.rate)} req/s)`,
      `${Math.round(mine.rate)} req/s, p99 ${mine.p99} ms`,
      '',
    );
    console.log(`    ${(mine.rate / mock.rate).toFixed(1)}x Prism`);
  } finally {
    await Promise.all([stop(server.child), prism && stop(prism.child)]);
  }
}

type Merchant = Awaited<ReturnType<typeof merchant>>;
/** A Node server's two hosts. */
type ServerHosts = { baseUrl: string; statusUrl: string };

/** create-payment rate, all servers loaded at once, `connections` split between them. */
async function totalCreateRate(targets: ServerHosts[], shop: Merchant, connections = CONNECTIONS): Promise<number> {
  const runs = targets.map((target) => {
    const create = shop.create.replace(/^http:\/\/[^/]+/, target.baseUrl);
    const options = operations({ ...shop, create })['create-payment'];
    return autocannon({ ...options, connections: connections / targets.length, duration: SECONDS });
  });
  const results = await Promise.all(runs);
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  if (failed > 0) throw new Error(`${failed} create-payment requests failed`);
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

/**
 * create-payment on one server and on two sharing its database, in turns (RUNS of each, the
 * fastest kept), at `connections` in all: both measured under the same spells of load from
 * elsewhere. The second server is up throughout; while one runs alone it listens, idle, hearing
 * the other's commits.
 */
async function aloneAndTogether(one: ServerHosts, two: ServerHosts, shop: Merchant, connections = CONNECTIONS) {
  let alone = 0;
  let together = 0;
  for (let run = 0; run < RUNS; run++) {
    alone = Math.max(alone, await totalCreateRate([one], shop, connections));
    together = Math.max(together, await totalCreateRate([one, two], shop, connections));
  }
  return { alone, together };
}

async function twoServers(cluster: Cluster) {
  const db = await cluster.createDatabase('bench_two');
  const one = await nodeServer(db);
  let two: Awaited<ReturnType<typeof nodeServer>> | undefined;
  try {
    const shop = await merchant(one.baseUrl, one.statusUrl);
    two = await nodeServer(db);
    console.log(`  create-payment, one server and two on the same database, in turns (the fastest of ${RUNS} runs each)...`);
    // Unmeasured first: a server just started is still compiling its hot paths.
    await totalCreateRate([one, two], shop);
    const { alone, together } = await aloneAndTogether(one, two, shop);
    line(
      'create-payment, two servers on one database, in total',
      `${Math.round(together)} vs ${Math.round(alone)} req/s`,
      'no slower',
      // Two runs of the same server vary by about 10% on this shared machine.
      together >= 0.9 * alone,
    );
    console.log(`    ${(together / alone).toFixed(2)}x one server (10% noise allowed)`);
    // At CONNECTIONS each of two servers gets half of them, so half a batch to share each round
    // trip under the write lock: one server alone with half of them makes about what two do.
    console.log(`  create-payment at ${SATURATING} connections, one server and two, in turns...`);
    const saturated = await aloneAndTogether(one, two, shop, SATURATING);
    line(`  at ${SATURATING} connections`, `${Math.round(saturated.together)} vs ${Math.round(saturated.alone)} req/s`, '');
    console.log(`    ${(saturated.together / saturated.alone).toFixed(2)}x one server`);
  } finally {
    await Promise.all([stop(one.child), two && stop(two.child)]);
  }
}

/**
 * The month on a fresh database, as a merchant's CI would time it on a server just started; then
 * again in this process, for comparison, with the JIT warm.
 */
async function month(cluster: Cluster) {
  const label = `month of ${WEBHOOKS.toLocaleString('en')} failing webhooks on PostgreSQL (${(WEBHOOKS * 8).toLocaleString('en')} attempts)`;
  const run = await replayOnce(cluster, 'bench_month');
  line(label, seconds(run), '< 4 s', run.wallMs < MONTH_TARGET_MS);
  line('  the same month again in this process, JIT warm', seconds(await replayOnce(cluster, 'bench_month_again')), '');
}

async function replayOnce(cluster: Cluster, database: string) {
  const receiver = await startReceiver();
  const server = await startServer({ port: 0, clock: 'simulated', dbFile: await cluster.createDatabase(database) });
  const call = callerOf(server.baseUrl);
  try {
    const run = await replayMonth(call, await setUp(call, receiver.endpoint));
    await checkAllFailed(call);
    return run;
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
    await perAttemptAsItGrows(
      {
        name: 'PostgreSQL',
        dbFor: (webhooks, round) => cluster.createDatabase(`bench_scale_${webhooks}_${round}`),
        databaseCpuMs: cluster.cpuMs,
      },
      PG_SCALES,
    );
    await requestRates(cluster);
    await createCapacity(cluster);
    await twoServers(cluster);
  } finally {
    await cluster.destroy();
  }
}
