/** The `npm run serve` command line: parsed and checked apart from starting, so tests can call it. */
import { parseArgs } from 'node:util';
import type { ServerOptions } from './server';
import { isHttpUrl } from '../../gateway/urls';

export const USAGE = `Usage: npm run serve -- --port PORT [options]

Runs the Gateway Playground sandbox as a plain HTTP server on 127.0.0.1 (sandbox environment).

Options:
  --port PORT              {base_url} port (required; 0 picks a free one)
  --status-port PORT       {status_base_url} port (default: PORT + 1; a free one when PORT is 0)
  --clock real|simulated   start the clock in this mode; simulated time starts at the current time
                           (default: the stored clock, from --db or --state, else real time)
  --db FILE                keep the data in the SQLite database FILE (created when absent):
                           every answered write survives the process being killed, servers on one
                           file share one sandbox (default: a private in-memory database)
  --state FILE             load a snapshot from FILE on start if it exists and is not empty,
                           keep it at most a second behind while running and write it on exit
                           (SIGINT, SIGTERM); same format as /_sandbox/export
  --checkout-url URL       {checkout_url} put in redirectUrl (default: {base_url}/checkout)
  -h, --help               show this help`;

/** A mistake on the command line: the CLI prints its message with the usage and exits 2. */
export class UsageError extends Error {}

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
        clock: { type: 'string' },
        db: { type: 'string' },
        state: { type: 'string' },
        'checkout-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // parseArgs names the offending option ("Unknown option '--prot'") well enough.
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.port === undefined) throw new UsageError('--port is required');
  const port = portOf('--port', values.port);
  const statusPort = values['status-port'] === undefined ? undefined : portOf('--status-port', values['status-port']);
  if (statusPort === undefined && port === 65535) {
    throw new UsageError('--port 65535 leaves no room for the default status port (PORT + 1): give --status-port');
  }
  if (statusPort !== undefined && statusPort !== 0 && statusPort === port) {
    throw new UsageError('--status-port must differ from --port: the two hosts answer different routes');
  }
  const clock = values.clock;
  if (clock !== undefined && clock !== 'real' && clock !== 'simulated') {
    throw new UsageError(`--clock must be "real" or "simulated", not "${clock}"`);
  }
  if (values.db === '') throw new UsageError('--db needs a file name');
  if (values.state === '') throw new UsageError('--state needs a file name');
  const checkoutUrl = values['checkout-url'];
  if (checkoutUrl !== undefined && !isHttpUrl(checkoutUrl)) {
    throw new UsageError(`--checkout-url must be an absolute http(s) URL, not "${checkoutUrl}"`);
  }
  return { port, statusPort, clock, dbFile: values.db, stateFile: values.state, checkoutUrl };
}

function portOf(option: string, text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new UsageError(`${option} must be a port number from 0 to 65535, not "${text}"`);
  return port;
}
