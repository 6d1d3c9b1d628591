/** `npm run serve`: argument checks, and the real CLI started, called and stopped with SIGTERM. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli } from '../../src/app/node/cli-options';
import { runCli, tempDir } from './support';

describe('serve command line', () => {
  it('reads the options of the contract', () => {
    expect(parseCli(['--port', '4010'])).toEqual({ port: 4010 });
    expect(
      parseCli([
        '--port',
        '4010',
        '--status-port',
        '5000',
        '--clock',
        'simulated',
        '--state',
        's.json',
        '--checkout-url',
        'http://localhost:5173/#/checkout',
      ]),
    ).toEqual({ port: 4010, statusPort: 5000, clock: 'simulated', stateFile: 's.json', checkoutUrl: 'http://localhost:5173/#/checkout' });
    expect(parseCli(['--port', '0', '--db', 'sandbox.db'])).toEqual({ port: 0, dbFile: 'sandbox.db' });
    expect(parseCli(['--port', '4010', '--live-port', '5000', '--live-status-port', '6000', '--ui'])).toEqual({
      port: 4010,
      livePort: 5000,
      liveStatusPort: 6000,
      ui: true,
    });
    expect(parseCli(['--help'])).toBe('help');
    expect(parseCli(['-h', '--port', 'nonsense'])).toBe('help');
  });

  it.each([
    [[], /--port is required/],
    [['--port', '80a'], /--port must be a port number from 0 to 65535, not "80a"/],
    [['--port', '70000'], /--port must be a port number/],
    [['--port', '4010', '--status-port', '4010'], /--status-port and --port would both be 4010/],
    [['--port', '65535'], /--status-port would be 65536, past 65535/],
    [['--port', '65533'], /--live-status-port would be 65536, past 65535/],
    [['--port', '4010', '--status-port', '4012'], /--live-port and --status-port would both be 4012/],
    [['--port', '4010', '--live-port', '4011'], /--live-port and --status-port would both be 4011/],
    [['--port', '4010', '--live-status-port', '4010'], /--live-status-port and --port would both be 4010/],
    [['--port', '4010', '--clock', 'fast'], /--clock must be "real" or "simulated", not "fast"/],
    [['--port', '4010', '--state', ''], /--state needs a file name/],
    [['--port', '4010', '--db', ''], /--db needs a file name/],
    [['--port', '4010', '--checkout-url', 'checkout'], /--checkout-url must be an absolute http\(s\) URL/],
    [['--port', '4010', '--prot', '1'], /Unknown option '--prot'/],
    [['--port', '4010', 'extra'], /extra/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(message);
  });
});

describe('serve CLI process', () => {
  it('prints both URLs, answers, and writes the state file on SIGTERM', { timeout: 30_000 }, async () => {
    const stateFile = join(await tempDir(), 'state.json');
    const cli = runCli(['--port', '0', '--state', stateFile]);
    try {
      const { baseUrl, statusUrl } = await cli.ready;
      expect(statusUrl).not.toBe(baseUrl);
      expect(cli.output().stdout).toMatch(/^\{base_url\} http:\/\/127\.0\.0\.1:\d+ \(production environment, sk_live_ keys\)$/m);
      expect(cli.output().stdout).toMatch(/^\{status_base_url\} http:\/\/127\.0\.0\.1:\d+ \(production environment\)$/m);
      const partner = await fetch(`${baseUrl}/_sandbox/partners`, { method: 'POST', body: '{"name":"From CLI"}' });
      expect(partner.status).toBe(200);
      const onStatus = await fetch(`${statusUrl}/_sandbox/clock`);
      expect(onStatus.status).toBe(404);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
    const saved = JSON.parse(await readFile(stateFile, 'utf8'));
    expect(saved.collections.partners).toEqual([expect.objectContaining({ name: 'From CLI' })]);
  });

  it('exits 2 with the usage on a bad argument', { timeout: 30_000 }, async () => {
    const cli = runCli(['--port', 'x']);
    cli.ready.catch(() => undefined);
    expect(await cli.exited).toBe(2);
    expect(cli.output().stderr).toMatch(/--port must be a port number[\s\S]*Usage: npm run serve/);
  });

  it('exits 1 over a corrupt state file, leaving it alone', { timeout: 30_000 }, async () => {
    const stateFile = join(await tempDir(), 'state.json');
    await writeFile(stateFile, 'not json');
    const cli = runCli(['--port', '0', '--state', stateFile]);
    cli.ready.catch(() => undefined);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toMatch(/Cannot start: Cannot use state file .*: not JSON/);
    expect(await readFile(stateFile, 'utf8')).toBe('not json');
  });
});
