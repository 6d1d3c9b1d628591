/**
 * `gateway-playground check-receiver`, run as a child process (and, where a short wait is
 * needed, in the process) against receivers on loopback: a careless one (no signature check, no
 * de-duplication), a safe one (verifies, acts once per requestId, keeps the newer status), one
 * checked with the wrong secret, one that takes the connection and never answers, and none at all.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkReceiverCli } from '../../src/app/node/check-receiver-cli';

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

/** A server on a free loopback port; answers as `handle` says (or never, if it does not end the response). */
async function listening(handle: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

interface Notification {
  orderId: string;
  status: string;
  date: number;
  requestId: string;
}

/** What a shop's receiver did with what it accepted: per order, its status and every action taken. */
interface ShopRecords {
  status: Map<string, string>;
  actions: string[];
}

/**
 * A shop's receiver that records what it does. `answer` decides the status from the signature
 * header and the raw body; every accepted notification is handed to `act`.
 */
async function shopReceiver(
  answer: (header: string | undefined, body: string) => number,
  act: (records: ShopRecords, notification: Notification) => void,
) {
  const records: ShopRecords = { status: new Map(), actions: [] };
  const url = await listening((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const status = answer(request.headers['x-service-signature'] as string | undefined, body);
      if (status === 200) act(records, JSON.parse(body));
      response.writeHead(status).end();
    });
  });
  return { url, records };
}

/** A receiver's verifier as docs/guide/package.md describes it: HMAC-SHA256 over `<t>.<raw body>`, 300 s tolerance. */
function verifying(secret: string) {
  return (header: string | undefined, body: string) => {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
    if (!match) return 400;
    const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
    return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) <= 300 ? 200 : 401;
  };
}

/** Acts on every notification it is given: a repeat refunds again, a late COMPLETED overwrites REFUNDED. */
function carelessly(records: ShopRecords, { orderId, status }: Notification) {
  records.actions.push(`${status} ${orderId}`);
  records.status.set(orderId, status);
}

/** Acts once per requestId, and only on a status dated after the one it holds. */
function safely() {
  const seen = new Set<string>();
  const dated = new Map<string, number>();
  return (records: ShopRecords, { orderId, status, date, requestId }: Notification) => {
    if (seen.has(requestId)) return;
    seen.add(requestId);
    if ((dated.get(orderId) ?? -Infinity) >= date) return;
    dated.set(orderId, date);
    carelessly(records, { orderId, status, date, requestId });
  };
}

const line = (stdout: string, id: string) => stdout.split('\n').find((text) => text.split(/ +/)[1] === id) ?? '';

// Each case starts Node with tsx's loader, seconds on a busy machine.
describe('check-receiver', { timeout: 30_000 }, () => {
  it('fails a careless receiver on each forgery, and marks the repeats it accepted as accepted, not passed', async () => {
    const { url, records } = await shopReceiver(() => 200, carelessly);
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(1);
    for (const forged of ['wrong-signature', 'changed-body', 'stale-timestamp', 'no-signature']) {
      expect(line(run.stdout, forged)).toMatch(new RegExp(`^FAIL +${forged} .*answered 200 \\(accepted\\)`));
    }
    expect(line(run.stdout, 'genuine')).toMatch(/^PASS +genuine/);
    expect(line(run.stdout, 'duplicate')).toMatch(
      /^ACCEPTED +duplicate .*answered 200 \(accepted\); .*no status code can show the rest: it must also refund order \w+ only once/,
    );
    expect(line(run.stdout, 'concurrent-duplicate')).toMatch(
      /^ACCEPTED +concurrent-duplicate .*twice at the same moment.*answered 200 and 200 \(accepted\); .*must also fulfil order \w+ only once/,
    );
    expect(line(run.stdout, 'older-status')).toMatch(/^ACCEPTED +older-status .*must also keep order \w+ REFUNDED/);
    expect(run.stdout).not.toMatch(/^PASS +(duplicate|concurrent-duplicate|older-status)/m);
    // Why the check claims no more: this receiver refunded twice, fulfilled twice, and ended COMPLETED.
    const refunded = records.actions.filter((action) => action.startsWith('REFUNDED '));
    const fulfilled = records.actions.filter((action) => action.startsWith('COMPLETED '));
    expect(refunded.length).toBeGreaterThan(2);
    expect(new Set(fulfilled).size).toBeLessThan(fulfilled.length);
    expect([...records.status.values()]).not.toContain('REFUNDED');
  });

  it('exits 0 for a safe receiver, whose own records show one refund, one fulfilment and the newer status kept', async () => {
    const { url, records } = await shopReceiver(verifying(SECRET), safely());
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines.slice(0, 5).every((text) => text.startsWith('PASS'))).toBe(true);
    expect(lines.slice(5, 8).every((text) => text.startsWith('ACCEPTED'))).toBe(true);
    expect(line(run.stdout, 'no-signature')).toMatch(
      /sent the same notification with no X-Service-Signature header; answered 400 \(refused\); a safe receiver refuses it/,
    );
    expect(lines[8]).toMatch(
      /refused every forged delivery and accepted every genuine one\. It accepted duplicate, concurrent-duplicate, older-status: check in its records/,
    );
    expect(records.actions).toHaveLength(2);
    expect(records.actions.map((action) => action.split(' ')[0]).sort()).toEqual(['COMPLETED', 'REFUNDED']);
    expect([...records.status.values()].sort()).toEqual(['COMPLETED', 'REFUNDED']);
  });

  it('names a wrong --secret as the likely cause when a verifying receiver refuses every genuine delivery', async () => {
    const { url, records } = await shopReceiver(verifying('whsec_another'), safely());
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(1);
    expect(line(run.stdout, 'genuine')).toMatch(/^FAIL +genuine .*answered 401 \(refused\)/);
    expect(run.stdout.trim().split('\n').at(-1)).toContain('Every genuine delivery was refused: the likely cause is a wrong --secret');
    expect(records.actions).toEqual([]);
  });

  it('prints the report as one JSON document with --json', async () => {
    const { url } = await shopReceiver(verifying(SECRET), safely());
    const run = await checkReceiver([url, '--secret', SECRET, '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ endpoint: url, expectedCode: 200, passed: true, unreachable: false, silent: false });
    expect(report.summary).toContain('refused every forged delivery');
    expect(report.cases.map((c: { id: string; mark: string }) => `${c.id} ${c.mark}`)).toEqual([
      'genuine pass',
      'wrong-signature pass',
      'changed-body pass',
      'stale-timestamp pass',
      'no-signature pass',
      'duplicate accepted',
      'concurrent-duplicate accepted',
      'older-status accepted',
    ]);
    expect(report.cases[6].answers).toEqual([
      { status: 200, error: null, silent: false },
      { status: 200, error: null, silent: false },
    ]);
    expect(report.cases[5].unseen).toMatch(/^refund order \w+ only once/);
  });

  it('judges against --expected-code', async () => {
    const { url } = await shopReceiver(
      (header, body) => (verifying(SECRET)(header, body) === 200 ? 204 : 400),
      () => {},
    );
    expect((await checkReceiver([url, '--secret', SECRET, '--expected-code', '204'])).code).toBe(0);
    expect((await checkReceiver([url, '--secret', SECRET])).code).toBe(1);
  });

  it('exits 2 when nothing listens at the endpoint, after sending only the first delivery', async () => {
    const url = await listening((_request, response) => response.end());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(2);
    expect(line(run.stdout, 'genuine')).toMatch(/^FAIL +genuine .*gave no answer \(Network error: ECONNREFUSED\)/);
    expect(run.stdout).toContain(`${url} could not be reached (Network error: ECONNREFUSED): nothing else was sent.`);
  });

  it('says an endpoint that takes the connection and never answers is reached but silent (exit 1), after 10 s by default', async () => {
    let requests = 0;
    const url = await listening(() => requests++);
    const run = await checkReceiver([url, '--secret', SECRET]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `${url} was reached but silent: it took the connection and sent no answer within 10 s; nothing else was sent.`,
    );
    expect(run.stdout).not.toContain('could not be reached');
    expect(requests).toBe(1);
  });

  it('reports silence as JSON too, with the wait it was given', async () => {
    const url = await listening(() => {});
    const printed: string[] = [];
    const code = await checkReceiverCli([url, '--secret', SECRET, '--json'], { print: (text) => printed.push(text), timeoutMs: 200 });
    expect(code).toBe(1);
    const report = JSON.parse(printed.join('\n'));
    expect(report).toMatchObject({ passed: false, unreachable: false, silent: true });
    expect(report.cases).toEqual([
      expect.objectContaining({ id: 'genuine', answers: [{ status: null, error: 'no answer within 0.2 s', silent: true }] }),
    ]);
  });

  it.each([
    [['--secret', SECRET], /exactly one endpoint URL/],
    [['http://127.0.0.1:9/hooks'], /--secret is required/],
    [['http://127.0.0.1:9/hooks', '--secret'], /^--secret needs a value\n/],
    [['ftp://example.com/hooks', '--secret', SECRET], /absolute http\(s\) URL/],
    [['http://127.0.0.1:9/hooks', '--secret', SECRET, '--expected-code', '2000'], /--expected-code must be an HTTP status/],
    [['http://127.0.0.1:9/hooks', '--secret', SECRET, '--tries', '3'], /^Unknown option '--tries'\n/],
    [['--bogus'], /^Unknown option '--bogus'\n\nUsage/],
  ])('exits 2 with a clean message and the usage for bad arguments %j', async (args, message) => {
    const run = await checkReceiver(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toContain('To specify a positional argument');
    expect(run.stderr).toContain('Usage: gateway-playground check-receiver');
    expect(run.stdout).toBe('');
  });
});
