/**
 * Which tabs sharing one IndexedDB database are still there, through the Web Locks API: each
 * holds a lock of its own name while its store is open, and the browser releases it when the tab
 * closes or crashes. A tab whose lock nobody holds has gone. Without Web Locks (an insecure
 * context, an opaque origin), nobody is ever gone.
 */
import { newUuid, type Senders } from '../../gateway/core';

const lockName = (sender: string) => `gateway-playground sender ${sender}`;

export async function tabSenders(): Promise<(Senders & { close(): void }) | undefined> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return undefined;
  const me = `tab ${newUuid()}`;
  let close!: () => void;
  const open = new Promise<void>((resolve) => (close = resolve));
  // Held from before this tab can send anything until its store closes. A page the browser
  // refuses locks (an opaque origin) cannot be told apart from others either.
  const taken = await new Promise<boolean>((settle) => {
    locks
      .request(lockName(me), () => {
        settle(true);
        return open;
      })
      .catch(() => settle(false));
  });
  if (!taken) return undefined;
  return {
    me,
    async gone(names) {
      const { held = [] } = await locks.query();
      const alive = new Set(held.map((lock) => lock.name));
      return new Set(names.filter((name) => !alive.has(lockName(name))));
    },
    close,
  };
}
