import { describe, expect, it } from 'vitest';
import { hash32 } from './schema';
import { PgSenders } from './senders';

/** Senders over a fake pg_locks holding the locks of `held`, on a clock the test moves. */
function sendersOver(held: Set<string>) {
  const clock = { now: 0 };
  const query = async () => [...held].map((name) => ({ key: String(hash32(name) >>> 0) }));
  // Its feed comes back within 10 s: a free lock says it has gone after 15 s.
  return { senders: new PgSenders(query, 'server two', 10_000, () => clock.now), clock };
}

/** Looks at `name` every 2 s for `ms`, answering the last look's verdict. */
async function lookFor(senders: PgSenders, clock: { now: number }, name: string, ms: number): Promise<boolean> {
  const end = clock.now + ms;
  let gone = (await senders.gone([name])).has(name);
  while (clock.now < end) {
    clock.now = Math.min(end, clock.now + 2000);
    gone = (await senders.gone([name])).has(name);
  }
  return gone;
}

describe('PostgreSQL senders', () => {
  it('counts a server whose lock is held as there, however long', async () => {
    const { senders, clock } = sendersOver(new Set(['server one']));
    expect(await lookFor(senders, clock, 'server one', 60_000)).toBe(false);
  });

  it('counts a server as gone once its lock has been seen free, look after look, for 15 s', async () => {
    const { senders, clock } = sendersOver(new Set());
    expect(await lookFor(senders, clock, 'server one', 14_999)).toBe(false);
    clock.now += 1;
    expect(await senders.gone(['server one', 'server three'])).toEqual(new Set(['server one']));
  });

  it('starts counting again when the lock is seen held between, or when looks are more than 5 s apart', async () => {
    const held = new Set<string>();
    const { senders, clock } = sendersOver(held);
    await lookFor(senders, clock, 'server one', 10_000);
    held.add('server one');
    await senders.gone(['server one']);
    held.delete('server one');
    expect(await lookFor(senders, clock, 'server one', 14_000)).toBe(false);
    expect(await lookFor(senders, clock, 'server one', 1000)).toBe(true);

    const apart = sendersOver(new Set());
    await lookFor(apart.senders, apart.clock, 'server one', 10_000);
    apart.clock.now += 5001;
    expect(await lookFor(apart.senders, apart.clock, 'server one', 14_000)).toBe(false);
  });
});
