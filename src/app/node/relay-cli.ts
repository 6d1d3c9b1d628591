/**
 * `gateway-playground relay --forward-to <url> [--port 4099]`: starts the relay (relay-server.ts)
 * on 127.0.0.1, prints the pairing address the Webhooks screen takes, then one line per delivery,
 * until Ctrl-C. Answers 2 for bad arguments or a port it cannot listen on.
 */
import { parseArgs } from 'node:util';
import { isHttpUrl } from '../../gateway/core';
import { pairingAddress, RELAY_DEFAULT_PORT } from '../relay-protocol';
import { nodeHttpTransport } from './http-transport';
import { startRelay, type RunningRelay } from './relay-server';
import { newRelayToken } from './relay-token';

const RELAY_USAGE = `Usage: gateway-playground relay --forward-to <url> [--port PORT]

Lets the in-page playground (on any static host) deliver webhooks to a receiver on this machine,
which then needs no CORS: the page hands each delivery to the relay, the relay calls <url> with
the same method, headers and body, and hands the page the receiver's status and body.

Options:
  --forward-to URL   the receiver every delivery goes to (http or https)
  --port PORT        the port on 127.0.0.1 to listen on (default ${RELAY_DEFAULT_PORT}; 0 picks a free one)
  -h, --help         show this help

Paste the pairing address it prints under Webhooks > Forward through a local relay.`;

/** The relay's settings from `argv` (after `relay`), a request for help, or what is wrong. */
function parse(argv: string[]): { forwardTo: string; port: number } | { help: true } | { mistake: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { 'forward-to': { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    return { mistake: (error as Error).message };
  }
  if (values.help) return { help: true };
  const forwardTo = values['forward-to'];
  if (forwardTo === undefined)
    return { mistake: 'Missing --forward-to <url>: the receiver to deliver to, e.g. http://127.0.0.1:3000/webhooks' };
  if (!isHttpUrl(forwardTo)) return { mistake: `--forward-to must be an http:// or https:// URL (got "${forwardTo}")` };
  const port = values.port === undefined ? RELAY_DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || values.port?.trim() === '') {
    return { mistake: `--port must be a port number from 0 to 65535 (got "${values.port}")` };
  }
  return { forwardTo, port };
}

/** The bin's `relay`: runs until SIGINT or SIGTERM (Ctrl-C), then closes and exits 0; 2 when it cannot start. */
export async function runRelayCommand(argv: string[]): Promise<void> {
  const started = await relayCli(argv);
  if (typeof started === 'number') process.exit(started);
  const stop = () => void started.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}

/**
 * Runs the command: answers the running relay once it listens, or the exit code when it cannot
 * start. Prints to `print` (the pairing address and the deliveries) and `problem` (why not).
 */
async function relayCli(
  argv: string[],
  print: (line: string) => void = console.log,
  problem: (line: string) => void = console.error,
): Promise<RunningRelay | 0 | 2> {
  const parsed = parse(argv);
  if ('mistake' in parsed) {
    problem(`${parsed.mistake}\n\n${RELAY_USAGE}`);
    return 2;
  }
  if ('help' in parsed) {
    print(RELAY_USAGE);
    return 0;
  }
  const token = newRelayToken();
  let relay: RunningRelay;
  try {
    relay = await startRelay(parsed.port, { forwardTo: parsed.forwardTo, token, transport: nodeHttpTransport(), log: print });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    problem(
      code === 'EADDRINUSE'
        ? `Port ${parsed.port} on 127.0.0.1 is in use (another relay, or another program): stop it, or pick another with --port.`
        : `The relay could not listen on 127.0.0.1:${parsed.port}: ${code ?? (error as Error).message}`,
    );
    return 2;
  }
  const address = pairingAddress({ origin: `http://127.0.0.1:${relay.port}`, token });
  print(`Relay ready: forwarding the playground's deliveries to ${parsed.forwardTo}`);
  print(`Pairing address (paste it under Webhooks > Forward through a local relay):`);
  print(`  ${address}`);
  print(`or open the playground at <its address>#/webhooks?relay=${address}`);
  print('Keep it secret: whoever has it can make this relay call your receiver. Ctrl-C to stop.');
  return relay;
}
