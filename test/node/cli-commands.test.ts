/** `gateway-playground <command>`: the package's one executable, dispatching to serve and check-receiver. */
import { execFile, spawn } from 'node:child_process';
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

  it.each([[[]], [['deploy']]])('exits 2 with the usage for %j', async (args) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain('Usage: gateway-playground <command>');
  });

  it('serve takes the Node server flags and prints its lines', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'serve', '--port', '0', '--clock', 'simulated'], { stdio: ['ignore', 'pipe', 'pipe'] });
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
});
