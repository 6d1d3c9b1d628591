/** `--state FILE`: a snapshot (the export format) read on start and written on exit. */
import { constants } from 'node:fs';
import { access, open, readFile, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { MAX_SNAPSHOT_DEPTH, nestsDeeperThan } from '../../gateway/core';

/**
 * The parsed content of `file`, or `undefined` when there is nothing to load: the file is
 * absent, or empty (what `mktemp` hands a CI job). Unreadable or not JSON: a clear error, never
 * a silent fresh start, since the exit would then overwrite the file and lose its data.
 * Whether the JSON is a snapshot is for the importer to say.
 */
export async function readStateFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw stateError(file, (error as Error).message);
  }
  if (text.trim() === '') return undefined;
  // What the import route refuses as malformed would break the export this file is written from.
  if (nestsDeeperThan(text, MAX_SNAPSHOT_DEPTH)) {
    throw stateError(file, `nested too deeply (more than ${MAX_SNAPSHOT_DEPTH} levels)`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw stateError(file, `not JSON (${(error as Error).message})`);
  }
}

/** Fails now, at start, rather than at exit when the data would be lost, if `file` cannot be written. */
export async function checkStateFileWritable(file: string): Promise<void> {
  const directory = dirname(resolve(file));
  try {
    await access(directory, constants.W_OK);
  } catch {
    throw new Error(`Cannot use state file ${file}: its directory ${directory} does not exist or is not writable`);
  }
}

/**
 * Writes the snapshot to `FILE.tmp`, flushes it, then renames it over `FILE`: a crash or a full
 * disk mid-write leaves the previous state whole, never half a file.
 */
export async function writeStateFile(file: string, snapshot: unknown): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(JSON.stringify(snapshot));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** A state file that cannot be loaded: which file, why, and what to do, for the CLI to print as it is. */
export function stateError(file: string, reason: string): Error {
  return new Error(
    `Cannot use state file ${file}: ${reason}. Fix it, or move it away to start empty ` +
      '(the server refuses to start over it, since exiting would overwrite it).',
  );
}
