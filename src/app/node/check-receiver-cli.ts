/**
 * `gateway-playground check-receiver <url> --secret <signingSecret> [--expected-code N] [--json]`:
 * sends a merchant's own webhook endpoint the receiver battery (src/gateway/webhooks/receiver-check.ts),
 * signed on real time as the gateway signs, prints one line per case (or the report as JSON) and
 * answers the exit code CI needs: 0 safe, 1 not safe (a silent endpoint included), 2 bad arguments
 * or an endpoint that cannot be reached.
 */
import { parseArgs } from 'node:util';
import { CHECK_CALL_TIMEOUT_MS, type CheckedReceiver, receiverBattery, reportLines, runReceiverCheck } from '../../gateway/webhooks';
import { isHttpUrl } from '../../gateway/core';
import { checkCall } from './check-call';
import { argumentMistake } from './cli-options';

const CHECK_USAGE = `Usage: gateway-playground check-receiver <url> --secret SECRET [--expected-code N] [--json]

Sends the webhook endpoint at <url> a genuine notification signed with SECRET, forged ones (a
wrong signature, a body changed after signing, a stale timestamp, no signature header), the
genuine one again, another genuine one twice at the same moment and an older status after a
newer one, and says what each answer shows. A status shows only accepted or refused: for a
repeat or a late delivery it accepted, the line says what a safe receiver must also do (act
once, keep the newer status) and how to check it in your records.

Options:
  --secret SECRET      the webhook's signingSecret (as the registration answered it)
  --expected-code N    the status that means "accepted" (default 200), as the webhook's expectedCode
  --json               print the report as one JSON document instead of lines
  -h, --help           show this help

Each call gives up after 10 s: an endpoint that took the connection is then "reached but silent".
Exit status: 0 every forgery refused and every genuine delivery accepted; 1 otherwise (a silent
endpoint too); 2 bad arguments or an endpoint that cannot be reached.`;

interface CheckCliOptions {
  /** Where the report goes (one call per line, or one JSON document). */
  print?: (text: string) => void;
  /** How long one call may wait for an answer; tests shorten it. */
  timeoutMs?: number;
}

/** Runs the command with `argv` (after `check-receiver`) and answers its exit code. */
export async function checkReceiverCli(
  argv: string[],
  { print = console.log, timeoutMs = CHECK_CALL_TIMEOUT_MS }: CheckCliOptions = {},
): Promise<0 | 1 | 2> {
  const parsed = parse(argv);
  if ('mistake' in parsed) {
    console.error(`${parsed.mistake}\n\n${CHECK_USAGE}`);
    return 2;
  }
  if ('help' in parsed) {
    print(CHECK_USAGE);
    return 0;
  }
  const { json, ...receiver } = parsed;
  const report = await runReceiverCheck(receiver, receiverBattery(receiver, Date.now()), checkCall(timeoutMs), '--secret');
  if (json) print(JSON.stringify(report, null, 2));
  else for (const line of reportLines(report)) print(line);
  if (report.unreachable) return 2;
  return report.passed ? 0 : 1;
}

/** The receiver to check, a request for help, or what is wrong with the arguments. */
function parse(argv: string[]): (CheckedReceiver & { json: boolean }) | { help: true } | { mistake: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        secret: { type: 'string' },
        'expected-code': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { mistake: argumentMistake(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) return { mistake: `Give exactly one endpoint URL (got ${positionals.length})` };
  const endpoint = positionals[0]!;
  if (!isHttpUrl(endpoint)) return { mistake: `The endpoint must be an absolute http(s) URL, not "${endpoint}"` };
  if (!values.secret) return { mistake: '--secret is required: the webhook’s signingSecret' };
  const code = values['expected-code'] ?? '200';
  if (!/^\d{3}$/.test(code) || Number(code) < 100 || Number(code) > 599)
    return { mistake: `--expected-code must be an HTTP status from 100 to 599, not "${code}"` };
  return { endpoint, method: 'POST', headers: {}, expectedCode: Number(code), signingSecret: values.secret, json: values.json ?? false };
}
