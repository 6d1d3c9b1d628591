/**
 * A password in `--db` (in the URL's user part or a parameter) shows in every process list (`ps`,
 * /proc) for as long as the server runs: the command line shown there becomes the same with it as
 * `***` (Linux rewrites it in place; PGPASSWORD keeps it out altogether). It is the command line
 * as typed, `serve` included (the CLI rewrites `process.argv` for serve.ts), so `pgrep -f` finds
 * what it found before; and it is never longer than the one typed, since the title is written into
 * the space the typed one took, and what does not fit is cut.
 */
import { readFileSync } from 'node:fs';
import { isPostgresUrl } from './open-store';

/** A password as written in a postgres:// URL: after `user:` in the authority, or a `password=` parameter. */
const WRITTEN_PASSWORDS = [/(postgres(?:ql)?:\/\/[^:/?#@\s]*:)([^@/?#\s]*)(?=@)/gi, /([?&](?:password|sslpassword|sslkey)=)([^&#\s]*)/gi];

/** Sets the process title to the typed command line with `db`'s password hidden, when it has one. */
export function hidePasswordFromProcessLists(db: string | undefined): void {
  if (db === undefined || !isPostgresUrl(db)) return;
  const shown = withPasswordsHidden(typedCommandLine());
  if (shown !== undefined) process.title = shown;
}

/**
 * `words` joined as a process list shows them, every written password replaced by `***` (or by as
 * many `*` as it has characters, when shorter, so the line never grows); undefined when it holds none.
 */
export function withPasswordsHidden(words: readonly string[]): string | undefined {
  let hid = false;
  const hidden = words.map((word) =>
    WRITTEN_PASSWORDS.reduce(
      (text, pattern) =>
        text.replace(pattern, (_whole, before: string, password: string) => {
          if (password === '') return before;
          hid = true;
          return before + '*'.repeat(Math.min(3, password.length));
        }),
      word,
    ),
  );
  return hid ? hidden.join(' ') : undefined;
}

/**
 * The command line as the process was started with it: Linux's /proc/self/cmdline (the space the
 * title is written into), else the one Node reports (which lacks what the CLI took out of argv).
 */
function typedCommandLine(): string[] {
  try {
    return readFileSync('/proc/self/cmdline', 'utf8').split('\0').slice(0, -1);
  } catch {
    return [process.argv0, ...process.execArgv, ...process.argv.slice(1)];
  }
}
