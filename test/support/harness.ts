/**
 * A sandbox on a fresh database, driven through its fetch handler exactly as msw and the Node
 * server drive it, plus the few set-up steps most tests share. The database is fake-indexeddb,
 * a SQLite file when GATEWAY_TEST_STORE=sqlite (the `unit-sqlite` project), the embed's memory
 * store when GATEWAY_TEST_STORE=memory (`unit-memory`), or a schema of a real PostgreSQL server
 * when GATEWAY_TEST_STORE=postgres (the `unit-postgres` project, whose global setup starts the
 * server): every gateway test runs on each store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/app/create-sandbox';
import type { Store } from '../../src/gateway/core/ports';
import { BROWSER_HOSTS } from '../../src/http/hosts';
import { openIdbStore } from '../../src/storage/idb/store';
import { MemoryDatabase, openMemoryStore } from '../../src/storage/memory/store';
import { openPgStore } from '../../src/storage/postgres/store';
import { openSqliteStore } from '../../src/storage/sqlite/store';

export const BASE = 'https://api.sandbox.gateway.test';
export const STATUS = 'https://status.sandbox.gateway.test';
export const PROD_BASE = 'https://api.gateway.test';
export const PROD_STATUS = 'https://status.gateway.test';
export const CHECKOUT = 'https://playground.test/app/#/checkout';

let databases = 0;

/** A unique database name, so that tests never see each other's data. */
export function freshDatabaseName(): string {
  return `test-${process.pid}-${++databases}-${Math.random().toString(36).slice(2)}`;
}

let sqliteDirectory: string | undefined;

/** The SQLite file of `databaseName`, in a directory of this test process removed when it exits. */
export function sqliteFile(databaseName: string): string {
  if (!sqliteDirectory) {
    const directory = (sqliteDirectory = mkdtempSync(join(tmpdir(), 'gateway-test-')));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
  }
  return join(sqliteDirectory, `${databaseName}.sqlite`);
}

const memoryDatabases = new Map<string, MemoryDatabase>();

/** The memory database of `databaseName` in this test process, made on first use. */
function memoryDatabase(databaseName: string): MemoryDatabase {
  let database = memoryDatabases.get(databaseName);
  if (!database) memoryDatabases.set(databaseName, (database = new MemoryDatabase()));
  return database;
}

const onPostgres = process.env.GATEWAY_TEST_STORE === 'postgres';
/** This test file's PostgreSQL database, made on first use; each database name is a schema in it. */
let postgresDatabase: Promise<string> | undefined;
const postgresStores: Store[] = [];
// Closed with the file: harness sandboxes are not closed by their tests, and each holds connections.
if (onPostgres) afterAll(() => postgresStores.forEach((store) => store.close()));

/** This test file's database on the project's PostgreSQL server (`unit-postgres` only). */
export function postgresDatabaseUrl(): Promise<string> {
  return (postgresDatabase ??= (async () => {
    const adminUrl = inject('postgresAdminUrl');
    if (!adminUrl) throw new Error('No PostgreSQL server: the unit-postgres project starts one (test/setup/postgres.ts)');
    const admin = new pg.Client({ connectionString: adminUrl });
    const name = `file_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    return adminUrl.replace(/\/postgres$/, `/${name}`);
  })());
}

/** A store in the schema `databaseName` of this test file's database. */
async function openPostgresStore(databaseName: string): Promise<Store> {
  const store = await openPgStore(await postgresDatabaseUrl(), { schema: databaseName });
  postgresStores.push(store);
  return store;
}

/** Every Store implementation, opened by database name: stores of one name share their data. */
export const STORES: [name: 'idb' | 'sqlite' | 'memory' | 'postgres', open: (databaseName: string) => Promise<Store>][] = onPostgres
  ? [['postgres', openPostgresStore]]
  : [
      ['idb', openIdbStore],
      ['sqlite', (databaseName) => openSqliteStore(sqliteFile(databaseName))],
      ['memory', (databaseName) => openMemoryStore(memoryDatabase(databaseName))],
    ];

/** The store the gateway tests run on: GATEWAY_TEST_STORE, else IndexedDB. */
const testStore = STORES.find(([name]) => name === (process.env.GATEWAY_TEST_STORE ?? 'idb'));
if (!testStore) throw new Error(`GATEWAY_TEST_STORE must name one of ${STORES.map(([name]) => name).join(', ')}`);
export const TEST_STORE = testStore;

interface CallOptions {
  key?: string;
  /** A value is sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborting it stands for the client going away. */
  signal?: AbortSignal;
}

export interface Harness extends Sandbox {
  call(method: string, url: string, options?: CallOptions): Promise<Response>;
  /** `call` and the parsed JSON body, for the common case. */
  json<T = any>(method: string, url: string, options?: CallOptions): Promise<{ status: number; body: T }>;
}

/** What a test may choose of the sandbox: its real time, how webhook calls leave, scheduling. */
export type HarnessOptions = Partial<Omit<SandboxOptions, 'store' | 'hosts' | 'checkoutUrl'>>;

/** A sandbox on the test store of `databaseName`: sandboxes on one name share their data. */
export async function openHarness(databaseName = freshDatabaseName(), options: HarnessOptions = {}): Promise<Harness> {
  return harnessOn(await TEST_STORE[1](databaseName), options);
}

/** A sandbox on `store`, for tests that run on each store in turn. */
export async function harnessOn(store: Store, options: HarnessOptions = {}): Promise<Harness> {
  const sandbox = await createSandbox({ store, hosts: BROWSER_HOSTS, checkoutUrl: () => CHECKOUT, ...options });
  const call = (method: string, url: string, { key, body, headers = {}, signal }: CallOptions = {}) => {
    const init: RequestInit = { method, headers: { ...headers }, signal };
    if (key !== undefined) (init.headers as Record<string, string>)['X-API-KEY'] = key;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    return sandbox.handler(new Request(url, init));
  };
  const json = async (method: string, url: string, options?: CallOptions) => {
    const response = await call(method, url, options);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return { ...sandbox, call, json };
}

export interface PartnerKeys {
  id: string;
  name: string;
  keys: { sandbox: string; production: string };
}

export async function newPartner(harness: Harness, body: object = {}): Promise<PartnerKeys> {
  const { status, body: partner } = await harness.json('POST', `${BASE}/_sandbox/partners`, { body });
  if (status !== 200) throw new Error(`partner creation answered ${status}`);
  return partner;
}

export async function newProduct(harness: Harness, key: string, body: object = {}, base = BASE) {
  const { status, body: product } = await harness.json('POST', `${base}/api/product/pay`, {
    key,
    body: { productType: 'PAY', name: 'Shop', shortName: `shop-${Math.random().toString(36).slice(2, 10)}`, ...body },
  });
  if (status !== 200) throw new Error(`product creation answered ${status}: ${JSON.stringify(product)}`);
  return product;
}

/** The hash at the end of a `redirectUrl`. */
export function hashOf(redirectUrl: string): string {
  return new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
}
