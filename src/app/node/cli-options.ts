/** The `npm run serve` command line: parsed and checked apart from starting, so tests can call it. */
import { parseArgs } from 'node:util';
import { defaultPorts } from './ports';
import type { ServerOptions } from './server';
import { isHttpUrl } from '../../gateway/core';

export const USAGE = `Usage: npm run serve -- --port PORT [options]
   or: npx gateway-playground serve [--port PORT] [options]   (installed package; PORT default 4010)

Runs the Gateway Playground sandbox as a plain HTTP server on 127.0.0.1: the sandbox environment
(sk_test_ keys) and the emulated production environment (sk_live_ keys), each on its own ports.

Options:
  --port PORT              sandbox {base_url} port (required with npm run serve; the installed
                           package's default is 4010; 0 picks free ports for every host)
  --status-port PORT       sandbox {status_base_url} port (default: PORT + 1)
  --live-port PORT         production {base_url} port (default: PORT + 2)
  --live-status-port PORT  production {status_base_url} port (default: --live-port + 1)
  --clock real|simulated   start the clock in this mode; simulated time starts at the current time
                           (default: the stored clock, from --db or --state, else real time)
  --db FILE                keep the data in the SQLite database FILE (created when absent):
                           every answered write survives the process being killed, servers on one
                           file share one sandbox (default: in memory, no native module)
  --db postgres://USER:PASSWORD@HOST:PORT/DATABASE
                           keep the data in PostgreSQL instead: any number of servers, on any
                           machines, started on one database share one sandbox (tables are
                           created on an empty database); a password is percent-encoded in the
                           URL, or left out of it and given in PGPASSWORD; ?schema=NAME keeps a
                           sandbox of its own in that schema (default: public)
  --state FILE             load a snapshot from FILE on start if it exists and is not empty,
                           keep it at most a second behind while running and write it on exit
                           (SIGINT, SIGTERM); same format as /_sandbox/export
  --checkout-url URL       {checkout_url} put in redirectUrl (default: {base_url}/checkout, the
                           hosted checkout this server serves from the built app)
  --ui                     also open the whole playground at {base_url}/ against this server
  -h, --help               show this help`;

/** A mistake on the command line: the CLI prints its message with the usage and exits 2. */
export class UsageError extends Error {}

/**
 * What parseArgs refused, in one clean sentence: its unknown-option message goes on to explain
 * `--` positionals, ending in a stray quote, and a missing value shows its `<value>` placeholder.
 */
export function argumentMistake(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (option === undefined) return message;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unknown option '${option}'`;
  if (/argument missing/.test(message)) return `${option} needs a value`;
  return message;
}

/** The server options the arguments ask for, or `'help'`. Throws UsageError on any mistake. */
export function parseCli(argv: string[]): ServerOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'status-port': { type: 'string' },
        'live-port': { type: 'string' },
        'live-status-port': { type: 'string' },
        clock: { type: 'string' },
        db: { type: 'string' },
        state: { type: 'string' },
        'checkout-url': { type: 'string' },
        ui: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(argumentMistake(error));
  }
  if (values.help) return 'help';
  if (values.port === undefined) throw new UsageError('--port is required');
  const port = portOf('--port', values.port);
  const statusPort = optionalPort('--status-port', values['status-port']);
  const livePort = optionalPort('--live-port', values['live-port']);
  const liveStatusPort = optionalPort('--live-status-port', values['live-status-port']);
  checkPorts(port, { '--status-port': statusPort, '--live-port': livePort, '--live-status-port': liveStatusPort });
  const clock = values.clock;
  if (clock !== undefined && clock !== 'real' && clock !== 'simulated') {
    throw new UsageError(`--clock must be "real" or "simulated", not "${clock}"`);
  }
  if (values.db === '') throw new UsageError('--db needs a file name or a postgres:// URL');
  if (values.state === '') throw new UsageError('--state needs a file name');
  const checkoutUrl = values['checkout-url'];
  if (checkoutUrl !== undefined && !isHttpUrl(checkoutUrl)) {
    throw new UsageError(`--checkout-url must be an absolute http(s) URL, not "${checkoutUrl}"`);
  }
  return { port, statusPort, livePort, liveStatusPort, clock, dbFile: values.db, stateFile: values.state, checkoutUrl, ui: values.ui };
}

/**
 * The four ports as the server will choose them (`defaultPorts`), checked: each in range and no
 * two alike, since each host answers its own routes. Port 0 (a free one) may repeat.
 */
function checkPorts(port: number, given: Record<string, number | undefined>): void {
  const chosen = defaultPorts({
    port,
    statusPort: given['--status-port'],
    livePort: given['--live-port'],
    liveStatusPort: given['--live-status-port'],
  });
  const names = ['--port', '--status-port', '--live-port', '--live-status-port'] as const;
  const values = [chosen.port, chosen.statusPort, chosen.livePort, chosen.liveStatusPort];
  values.forEach((value, index) => {
    const name = names[index]!;
    if (value > 65535) {
      throw new UsageError(`${name} would be ${value}, past 65535 (a default counts up from --port): give ${name}`);
    }
    const twin = values.indexOf(value);
    if (value !== 0 && twin !== index) {
      throw new UsageError(`${name} and ${names[twin]} would both be ${value}: each host needs a port of its own`);
    }
  });
}

function optionalPort(option: string, text: string | undefined): number | undefined {
  return text === undefined ? undefined : portOf(option, text);
}

function portOf(option: string, text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new UsageError(`${option} must be a port number from 0 to 65535, not "${text}"`);
  return port;
}
