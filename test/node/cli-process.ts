/** `npm run serve` as a real child process, for tests that start it, call it and signal it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const SERVE = join(process.cwd(), 'src', 'app', 'node', 'serve.ts');

/** Runs the CLI; `ready` resolves with both URLs once it has printed them. */
export function runCli(args: string[]) {
  const child = spawn(TSX, [SERVE, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<{ baseUrl: string; statusUrl: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const base = /^\{base_url\} (http:\/\/127\.0\.0\.1:\d+) \(sandbox environment\)$/m.exec(stdout);
      const status = /^\{status_base_url\} (http:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout);
      // Every address is out once the closing line is.
      if (base && status && /^Press Ctrl-C/m.test(stdout)) resolve({ baseUrl: base[1]!, statusUrl: status[1]! });
    });
    void exited.then((code) => reject(new Error(`serve exited (${code}) before printing its URLs: ${stderr}`)));
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}
