/**
 * `gateway-playground check-receiver <url> --secret <signingSecret> [--expected-code N]`: sends a
 * merchant's own webhook endpoint the receiver battery (src/gateway/webhooks/receiver-check.ts), signed
 * on real time as the gateway signs, prints one line per case and answers the exit code CI needs:
 * 0 safe, 1 not safe, 2 bad arguments or an endpoint that cannot be reached.
 */
import { parseArgs } from 'node:util';
import { CHECK_CALL_TIMEOUT_MS, receiverBattery, reportLines, runReceiverCheck, type CheckedReceiver } from '../../gateway/webhooks/receiver-check';
import { isHttpUrl } from '../../gateway/urls';
import { fetchTransport } from '../fetch-transport';

const CHECK_USAGE = `Usage: gateway-playground check-receiver <url> --secret SECRET [--expected-code N]

Sends the webhook endpoint at <url> a genuine notification signed with SECRET, forged ones (a
wrong signature, a body changed after signing, a stale timestamp, no signature header), the
genuine one again and an older status after a newer one, and says which it answered as a safe
receiver would.

Options:
  --secret SECRET      the webhook's signingSecret (as the registration answered it)
  --expected-code N    the status that means "accepted" (default 200), as the webhook's expectedCode
  -h, --help           show this help

Exit status: 0 every forgery refused and every genuine delivery accepted; 1 otherwise;
2 bad arguments or an endpoint that cannot be reached.`;

/** Runs the command with `argv` (after `check-receiver`) and answers its exit code. */
export async function checkReceiverCli(argv: string[], print: (line: string) => void = console.log): Promise<0 | 1 | 2> {
  const parsed = parse(argv);
  if ('mistake' in parsed) {
    console.error(`${parsed.mistake}\n\n${CHECK_USAGE}`);
    return 2;
  }
  if ('help' in parsed) {
    print(CHECK_USAGE);
    return 0;
  }
  const transport = fetchTransport({ timeoutMs: CHECK_CALL_TIMEOUT_MS });
  const report = await runReceiverCheck(parsed, receiverBattery(parsed, Date.now()), (request) => transport.send(request));
  for (const line of reportLines(report)) print(line);
  if (report.unreachable) return 2;
  return report.passed ? 0 : 1;
}

/** The receiver to check, a request for help, or what is wrong with the arguments. */
function parse(argv: string[]): CheckedReceiver | { help: true } | { mistake: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { secret: { type: 'string' }, 'expected-code': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return { mistake: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) return { mistake: `Give exactly one endpoint URL (got ${positionals.length})` };
  const endpoint = positionals[0]!;
  if (!isHttpUrl(endpoint)) return { mistake: `The endpoint must be an absolute http(s) URL, not "${endpoint}"` };
  if (!values.secret) return { mistake: '--secret is required: the webhook’s signingSecret' };
  const code = values['expected-code'] ?? '200';
  if (!/^\d{3}$/.test(code) || Number(code) < 100 || Number(code) > 599) return { mistake: `--expected-code must be an HTTP status from 100 to 599, not "${code}"` };
  return { endpoint, method: 'POST', headers: {}, expectedCode: Number(code), signingSecret: values.secret };
}
