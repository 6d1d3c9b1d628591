/**
 * `gateway-playground check-receiver`, run as a child process against receivers on loopback: one
 * that verifies signatures as the README shows, one that trusts everything, and none at all.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = join(process.cwd(), 'src', 'app', 'node', 'cli.ts');
const SECRET = 'whsec_loopback_receiver';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Runs the CLI with `args`; resolves with its exit code and output. */
function checkReceiver(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, 'check-receiver', ...args], (error, stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** A receiver on a free loopback port answering each request with `answer(signatureHeader, rawBody)`. */
async function receiver(answer: (header: string | undefined, body: string) => number): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(answer(request.headers['x-service-signature'] as string | undefined, body)).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, bodies };
}

/** The README's verifier: HMAC-SHA256 over `<t>.<raw body>`, 300 s tolerance; a repeat is acknowledged like any genuine delivery. */
function safeAnswer(secret: string) {
  return (header: string | undefined, body: string) => {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
    if (!match) return 400;
    const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
    if (expected !== match[2] || Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return 401;
    return 200;
  };
}

// Each case starts Node with tsx's loader, seconds on a busy machine.
describe('check-receiver', { timeout: 30_000 }, () => {
  it('exits 0 for a receiver that verifies signatures, after a line per case', async () => {
    const { url, bodies } = await receiver(safeAnswer(SECRET));
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines.slice(0, 7).every((line) => line.startsWith('PASS'))).toBe(true);
    expect(run.stdout).toMatch(/no-signature +sent the same notification with no X-Service-Signature header; answered 400; a safe receiver refuses it/);
    expect(bodies).toHaveLength(7);
  });

  it('exits 1 for a receiver that accepts forged deliveries, naming each one it let in', async () => {
    const { url } = await receiver(() => 200);
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(1);
    for (const forged of ['wrong-signature', 'changed-body', 'stale-timestamp', 'no-signature']) {
      expect(run.stdout).toMatch(new RegExp(`^FAIL {2}${forged} .*answered 200`, 'm'));
    }
    expect(run.stdout).toMatch(/^PASS {2}genuine/m);
  });

  it('exits 1 for a verifying receiver checked with another secret: the genuine delivery is refused', async () => {
    const { url } = await receiver(safeAnswer('whsec_another'));
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^FAIL {2}genuine .*answered 401/m);
  });

  it('judges against --expected-code', async () => {
    const { url } = await receiver((header, body) => (safeAnswer(SECRET)(header, body) === 200 ? 204 : 400));
    expect((await checkReceiver([url, '--secret', SECRET, '--expected-code', '204'])).code).toBe(0);
    expect((await checkReceiver([url, '--secret', SECRET])).code).toBe(1);
  });

  it('exits 2 when nothing listens at the endpoint, after sending only the first delivery', async () => {
    const { url } = await receiver(() => 200);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^FAIL {2}genuine .*no answer/m);
    expect(run.stdout).toContain('could not be reached');
  });

  it.each([
    [['--secret', SECRET], /exactly one endpoint URL/],
    [['http://127.0.0.1:9/hooks'], /--secret is required/],
    [['ftp://example.com/hooks', '--secret', SECRET], /absolute http\(s\) URL/],
    [['http://127.0.0.1:9/hooks', '--secret', SECRET, '--expected-code', '2000'], /--expected-code must be an HTTP status/],
    [['http://127.0.0.1:9/hooks', '--secret', SECRET, '--tries', '3'], /Unknown option '--tries'/],
  ])('exits 2 with the usage for bad arguments %j', async (args, message) => {
    const run = await checkReceiver(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Usage: gateway-playground check-receiver');
    expect(run.stdout).toBe('');
  });
});
