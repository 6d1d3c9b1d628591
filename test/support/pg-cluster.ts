/**
 * Throwaway PostgreSQL clusters for tests and the bench, from Debian's `postgresql` package:
 * `initdb` in a temp dir, a loopback port, no fsync (nothing here must survive the machine). As
 * root, the server runs as the `postgres` user, since initdb refuses root. Nothing is downloaded.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The login every cluster made here has, over TCP with a password as a team's database would. */
const PG_USER = 'gateway';
export const PG_PASSWORD = 'sandbox-secret';

/** The newest installed PostgreSQL's bin directory (or PG_BIN), or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

export interface Cluster {
  port: number;
  /** `postgres://gateway:…@127.0.0.1:port/<database>`. */
  url(database: string): string;
  /** Creates a database (of the cluster's owner) and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server at once, as a crash would (`-m immediate`); `start()` brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
  /** The CPU time the server's processes have spent so far, those that have ended included (the bench's). */
  cpuMs(): number;
}

/**
 * A port nobody listens on now. PG_TEST_PORT, when set, is the first of a few ports to use
 * instead (the project's cluster takes it, a test's own cluster the next): a machine shared by
 * several runs can give each its own range.
 */
export async function freePort(offset = 0): Promise<number> {
  if (process.env.PG_TEST_PORT) return Number(process.env.PG_TEST_PORT) + offset;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a fresh cluster; throws, saying why, when PostgreSQL is not installed. */
export async function startCluster(options: { port?: number; settings?: Record<string, string> } = {}): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; apt-get install postgresql)');
  const port = options.port ?? (await freePort());
  const directory = mkdtempSync(join(tmpdir(), 'gateway-pg-'));
  const data = join(directory, 'data');
  const passwordFile = join(directory, 'password');
  writeFileSync(passwordFile, PG_PASSWORD);
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { uid, gid } = await postgresUser();
    chownSync(directory, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(directory, 0o700);
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: directory,
    fsync: 'off',
    max_connections: '400',
    ...options.settings,
  };
  const flags = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const start = async () => void (await as('pg_ctl', ['-D', data, '-o', flags, '-l', join(directory, 'log'), '-w', 'start']));
  const stop = async () => void (await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined));
  try {
    await as('initdb', [
      '-D',
      data,
      '-U',
      PG_USER,
      `--pwfile=${passwordFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await start();
  } catch (error) {
    // Nothing of a cluster that did not start is left behind.
    await stop();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
    cpuMs: () => processTreeCpuMs(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])),
  };
}

/** Linux's clock ticks a second, in which /proc counts CPU time (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time of process `root` and its children, living or ended: a backend's time passes into
 * the postmaster's count of its ended children (`cutime`, `cstime`) when it exits, so a pool
 * closing idle connections loses nothing from the sum.
 */
function processTreeCpuMs(root: number): number {
  const fieldsOf = (pid: number) => {
    try {
      // The fields after the command's closing parenthesis, the state first (field 3 of proc(5)).
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    } catch {
      return undefined;
    }
  };
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const fields = /^\d+$/.test(entry) ? fieldsOf(Number(entry)) : undefined;
    if (!fields) continue;
    const [, parent, , , , , , , , , , utime, stime, cutime, cstime] = fields.map(Number);
    if (Number(entry) === root) ticks += utime! + stime! + cutime! + cstime!;
    else if (parent === root) ticks += utime! + stime!;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Runs `text` in `schema` of the database at `url`, as an operator would with psql. */
export async function sqlIn(url: string, schema: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schema}"`);
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A TCP path to a database that can go silent, as a network that drops packets does. */
export interface SilentLink {
  /** `url` with its host and port replaced by the link's. */
  via(url: string): string;
  /** From now on nothing passes, either way, and nobody is told: no reset, no close. */
  silence(): void;
  /** New connections pass again (the silenced ones stay dead, as after a real outage). */
  restore(): void;
  close(): Promise<void>;
}

/** A loopback proxy to `port` that `silence()` turns into a black hole. */
export async function silentLink(port: number): Promise<SilentLink> {
  const sockets = new Set<Socket>();
  const dead = new Set<Socket>();
  let silent = false;
  const server = createServer((inbound) => {
    sockets.add(inbound);
    if (silent) return void dead.add(inbound);
    const outbound = connect(port, '127.0.0.1');
    sockets.add(outbound);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        if (!dead.has(from)) to.write(chunk);
      });
      from.on('close', () => {
        if (!dead.has(from)) to.destroy();
      });
      from.on('error', () => undefined);
    };
    forward(inbound, outbound);
    forward(outbound, inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    via(url) {
      const parsed = new URL(url);
      parsed.host = `127.0.0.1:${own}`;
      return parsed.toString();
    },
    silence() {
      silent = true;
      for (const socket of sockets) dead.add(socket);
    },
    restore() {
      silent = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
