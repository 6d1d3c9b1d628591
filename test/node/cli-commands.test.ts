/** `gateway-playground <command>`: the package's one executable, dispatching to serve and check-receiver. */
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = join(process.cwd(), 'src', 'app', 'node', 'cli.ts');

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

// Each case starts Node with tsx's loader, seconds on a busy machine.
describe('gateway-playground', { timeout: 30_000 }, () => {
  it('lists its commands on --help', async () => {
    const run = await cli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/serve \[--port PORT\][\s\S]*check-receiver <url> --secret SECRET/);
  });

  it('prints the package version on --version', async () => {
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
    const run = await cli(['--version']);
    expect(run).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([[[]], [['deploy']]])('exits 2 with the usage for %j', async (args) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain('Usage: gateway-playground <command>');
  });

  it('serve takes the Node server flags and prints its lines', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', '0', '--clock', 'simulated'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let printed = '';
    const baseUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        printed += chunk;
        const base = /^\{base_url\} (http:\/\/127\.0\.0\.1:\d+) \(sandbox environment\)$/m.exec(printed);
        if (base && /^Press Ctrl-C/m.test(printed)) resolve(base[1]!);
      });
      void exited.then((code) => reject(new Error(`serve exited (${code}): ${printed}`)));
    });
    expect(printed).toMatch(/^\{status_base_url\} http:\/\/127\.0\.0\.1:\d+$/m);
    expect(printed).toMatch(/^\{checkout_url\} http:\/\/127\.0\.0\.1:\d+\/checkout$/m);
    expect((await (await fetch(`${baseUrl}/_sandbox/clock`)).json()).mode).toBe('simulated');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('serve refuses a bad flag with the server usage and exit 2', async () => {
    const run = await cli(['serve', '--port', 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--port must be a port number[\s\S]*npx gateway-playground serve/);
  });

  it('serve --db with a password shows serve and the whole command line in process lists, the password as ***', async () => {
    // A "database" that takes the connection and never answers: the start waits on it meanwhile.
    const silent = createNetServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const url = `postgres://shop:s3cret-pw@127.0.0.1:${port}/sandbox`;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--db', url, '--port', '0'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const cmdline = () => readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      await expect.poll(cmdline, { timeout: 20_000 }).toContain('***');
      expect(cmdline()).toMatch(
        new RegExp(`^\\S*node --import tsx \\S+cli\\.ts serve --db postgres://shop:\\*\\*\\*@127\\.0\\.0\\.1:${port}/sandbox --port 0$`),
      );
    } finally {
      child.kill('SIGKILL');
      await exited;
      silent.close();
    }
  });

  it('serve --db ...?sslmode=require prints no node-postgres warning before its own line', async () => {
    // A port nobody listens on: the start fails at once, with the sandbox's line only.
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const run = await cli(['serve', '--port', '0', '--db', `postgres://shop@127.0.0.1:${port}/sandbox?sslmode=require`]);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Cannot start: /);
    expect(run.stderr).not.toContain('SECURITY WARNING');
  });

  it('serve --db mysql://… is refused as a database it does not know, the password never printed', async () => {
    const run = await cli(['serve', '--port', '0', '--db', 'mysql://shop:s3cret-pw@db.internal/sandbox']);

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'Cannot start: Cannot open database: mysql:// is not a database the sandbox knows (--db takes a SQLite file name or a postgres:// URL)\n',
    );
    expect(run.stdout + run.stderr).not.toContain('s3cret-pw');
  });
});
