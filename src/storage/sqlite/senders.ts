/**
 * Which processes sharing one SQLite file are still there. The file is shared on one machine, so
 * a sender is named by where it runs (its host, and on Linux its PID namespace: containers on one
 * host may share a hostname and a volume, yet not their process ids), its process id and a name
 * of its own. It has gone when no process of that id runs where this one does, or, for a store
 * this module opened in this process, once that store closed. Anything else cannot be told and
 * counts as there: a process elsewhere, another copy of this module in this process (a worker
 * thread), or a process id the system has since given to another process. (One host: two hosts
 * of one name sharing a file over a network would take each other's processes for gone.)
 */
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import { type Senders, shortRandomId } from '../../gateway/core';

/** This process's PID namespace (`pid:[4026531836]`), where the system says. */
function pidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

const namespace = pidNamespace();
/** Where this process runs, as senders' names say it. */
const HERE = [hostname(), namespace].filter(Boolean).join(' ');
/** On Linux without its PID namespace, a process id might be another namespace's: nothing elsewhere is told. */
const PIDS_TELL = process.platform !== 'linux' || namespace !== undefined;

/** Senders of stores this module opened in this process and that have closed since. */
const closedHere = new Set<string>();

export function processSenders(): Senders & { close(): void } {
  const me = `${HERE} pid ${process.pid} ${shortRandomId()}`;
  return {
    me,
    async gone(names) {
      return new Set(names.filter(hasGone));
    },
    close: () => void closedHere.add(me),
  };
}

function hasGone(name: string): boolean {
  if (closedHere.has(name)) return true;
  const [, where, pid] = /^(.+) pid (\d+) \S+$/.exec(name) ?? [];
  if (!PIDS_TELL || where !== HERE || Number(pid) === process.pid) return false;
  try {
    // Signal 0 only asks whether the process is there.
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
