/**
 * Which processes sharing one SQLite file are still there. The file is shared on one machine,
 * so a sender is named by its host, its process id and a name of its own: it has gone when no
 * process of that id runs on this host any more, or, in this process, when its store closed.
 * A process id the system has since given to another process looks alive (the call then stays
 * in flight, as it would anyway); a name from another host cannot be told.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Senders } from '../../gateway/ports';

/** The senders of this process's open stores on files. */
const openHere = new Set<string>();

export function processSenders(): Senders & { close(): void } {
  const me = `${hostname()} pid ${process.pid} ${randomUUID().slice(0, 8)}`;
  openHere.add(me);
  return {
    me,
    async gone(names) {
      return new Set(names.filter(hasGone));
    },
    close: () => void openHere.delete(me),
  };
}

function hasGone(name: string): boolean {
  const [, host, pid] = /^(.+) pid (\d+) \S+$/.exec(name) ?? [];
  if (host !== hostname()) return false;
  if (Number(pid) === process.pid) return !openHere.has(name);
  try {
    // Signal 0 only asks whether the process is there.
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
