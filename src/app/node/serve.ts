/**
 * `npm run serve -- --port 4010 [--status-port 4011] [--live-port 4012] [--clock real|simulated]
 * [--db FILE|postgres://…] [--state FILE] [--ui]`: the sandbox as a plain HTTP server for merchant back ends
 * and their CI.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from './app-files';
import { parseCli, UsageError, USAGE } from './cli-options';
import { describeDatabase } from './open-store';
import { hidePasswordFromProcessLists } from './process-title';
import { startServer, type RunningServer, type ServerOptions } from './server';

let options: ServerOptions | 'help';
try {
  options = parseCli(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE);
  process.exit(0);
}

hidePasswordFromProcessLists(options.dbFile);

let server: RunningServer;
try {
  server = await startServer(options);
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

// One line per placeholder, "{name} URL" first, so scripts can pick the URLs out with a pattern.
console.log(`{base_url} ${server.baseUrl} (sandbox environment)`);
console.log(`{status_base_url} ${server.statusUrl}`);
console.log(`{base_url} ${server.liveBaseUrl} (production environment, sk_live_ keys)`);
console.log(`{status_base_url} ${server.liveStatusUrl} (production environment)`);
console.log(`{checkout_url} ${server.checkoutUrl}`);
console.log(`Database: ${describeDatabase(options.dbFile)}`);
if (options.ui) console.log(`Playground: ${server.baseUrl}/ (the built app, talking to this server)`);
if (!existsSync(join(DIST_DIR, 'index.html'))) {
  // Files are read per request: building while the server runs is enough.
  console.log('No build of the app yet: run `npm run build` for the hosted checkout and the playground.');
}
if (options.stateFile) {
  console.log(`State: ${options.stateFile} (${server.stateLoaded ? 'loaded' : 'new'}; kept current, written on exit)`);
}
console.log('Press Ctrl-C to stop.');

const stop = async (signal: NodeJS.Signals) => {
  console.log(`${signal}: stopping${options.stateFile ? ' and writing the state file' : ''}...`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error(`Stopping failed: ${(error as Error).message}`);
    process.exit(1);
  }
};
// `once`: a second signal meets Node's default handling and ends the process at once, unsaved.
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));
