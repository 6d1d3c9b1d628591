#!/usr/bin/env node
/**
 * `gateway-playground <command>`, the installed package's one executable: `serve` starts the
 * sandbox server (serve.ts, with the arguments after the command), `check-receiver` checks a
 * merchant's webhook endpoint, `relay` forwards the in-page playground's deliveries to one on
 * this machine. Each command is loaded only when asked for, so checking a receiver
 * never opens a database.
 */
import { readFileSync } from 'node:fs';

const USAGE = `Usage: gateway-playground <command> [options]
       gateway-playground --version

Commands:
  serve [--port PORT] [options]                  the sandbox as an HTTP server (serve --help)
  check-receiver <url> --secret SECRET [--expected-code N] [--json]
                                                 is this webhook endpoint safe? (check-receiver --help)
  relay --forward-to URL [--port PORT]           deliveries from the in-page playground to a receiver
                                                 on this machine, no CORS needed (relay --help)`;

const [command, ...rest] = process.argv.slice(2);
if (command === 'serve') {
  // serve.ts reads process.argv as `npm run serve` passes it: drop the command word.
  process.argv.splice(2, 1, ...(rest.some(isPortOption) ? [] : ['--port', '4010']));
  await import('./serve');
} else if (command === 'check-receiver') {
  const { checkReceiverCli } = await import('./check-receiver-cli');
  process.exit(await checkReceiverCli(rest));
} else if (command === 'relay') {
  await (await import('./relay-cli')).runRelayCommand(rest);
} else if (command === '--version' || command === '-v') {
  console.log(packageVersion());
} else if (command === undefined || command === '-h' || command === '--help') {
  console.log(USAGE);
  process.exit(command === undefined ? 2 : 0);
} else {
  console.error(`Unknown command "${command}"\n\n${USAGE}`);
  process.exit(2);
}

/** `--port` given (or help asked for): the server's own default is 4010 otherwise. */
function isPortOption(arg: string): boolean {
  return arg === '--port' || arg.startsWith('--port=') || arg === '-h' || arg === '--help';
}

/**
 * The installed package's version, from its package.json: three folders up from this module in
 * the repository (src/app/node) and in the package (lib/app/node) alike.
 */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
