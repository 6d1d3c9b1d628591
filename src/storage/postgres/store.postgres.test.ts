/**
 * What only PostgreSQL's store does: hearing other servers' writes over LISTEN/NOTIFY, and
 * answering writes by what the database kept when its connections fail.
 */
import { afterAll, describe, expect, test, vi } from 'vitest';
import { freshDatabaseName, postgresDatabaseUrl } from '../../../test/support/harness';
import { silentLink, sqlIn } from '../../../test/support/pg-cluster';
import { StoreUnavailableError, type CollectionName, type Store, type Tx } from '../../gateway/core/ports';
import { hash32 } from './schema';
import { openPgStore, type PgStoreOptions } from './store';

const opened: Store[] = [];
afterAll(() => opened.forEach((store) => store.close()));
async function open(schema: string, options: PgStoreOptions & { url?: string } = {}): Promise<Store> {
  const store = await openPgStore(options.url ?? (await postgresDatabaseUrl()), { schema, ...options });
  opened.push(store);
  return store;
}

/** Runs `body` with a link to the test database that can go silent (`silentLink`), closed afterwards. */
async function overSilentLink(body: (link: Awaited<ReturnType<typeof silentLink>>, linkedUrl: string) => Promise<void>): Promise<void> {
  const url = await postgresDatabaseUrl();
  const link = await silentLink(Number(new URL(url).port));
  try {
    await body(link, link.via(url));
  } finally {
    await link.close();
  }
}

describe('PostgreSQL store changes', () => {
  test('a store hears another one’s commits at once, without a transaction of its own', async () => {
    const schema = freshDatabaseName();
    const [listening, writing] = [await open(schema), await open(schema)];
    const heard: CollectionName[][] = [];
    listening.onChange((collections) => heard.push(collections));

    await writing.write((tx) => tx.put('partners', { id: 'p1', name: 'Partner', bankAccount: true, createdAt: 0 } as never));
    await writing.write((tx) => tx.put('settings', { name: 'clock', value: 1 }));

    await vi.waitFor(() => expect(heard).toEqual([['partners'], ['settings']]), { timeout: 5000, interval: 10 });
  });

  test('a store hears nothing of a write that rolled back', async () => {
    const schema = freshDatabaseName();
    const [listening, writing] = [await open(schema), await open(schema)];
    const heard: CollectionName[][] = [];
    listening.onChange((collections) => heard.push(collections));

    await expect(
      writing.write(async (tx) => {
        await tx.put('settings', { name: 'undone', value: 1 });
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    await writing.write((tx) => tx.put('partners', { id: 'p2', name: 'Partner', bankAccount: true, createdAt: 0 } as never));

    await vi.waitFor(() => expect(heard).toEqual([['partners']]), { timeout: 5000, interval: 10 });
  });
});

describe('PostgreSQL store senders', () => {
  /** How many sessions hold the sender lock of `name`. */
  async function lockHolders(schema: string, name: string): Promise<number> {
    const url = await postgresDatabaseUrl();
    return (
      await sqlIn(
        url,
        schema,
        `SELECT FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND objid = ${hash32(name) >>> 0}`,
      )
    ).rowCount!;
  }

  test('a server holds a lock of its own name while its store is open, and lets it go when it closes', async () => {
    const schema = freshDatabaseName();
    const [leaving, staying] = [await open(schema), await open(schema)];
    expect(leaving.senders!.me).not.toBe(staying.senders!.me);
    expect([await lockHolders(schema, leaving.senders!.me), await lockHolders(schema, staying.senders!.me)]).toEqual([1, 1]);

    leaving.close();

    await vi.waitFor(async () => expect(await lockHolders(schema, leaving.senders!.me)).toBe(0), { timeout: 5000, interval: 20 });
    expect(await lockHolders(schema, staying.senders!.me)).toBe(1);
  });

  test('a server whose change feed lost its session takes its lock back, and is not taken for gone meanwhile', async () => {
    const schema = freshDatabaseName();
    const [watched, watching] = [await open(schema), await open(schema)];
    const { me } = watched.senders!;
    const holder = `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2 AND objid = ${hash32(me) >>> 0}`;
    const url = await postgresDatabaseUrl();
    const [{ pid: lost }] = (await sqlIn(url, schema, holder)).rows;
    // The session that holds the sender's lock is the change feed's: ended as a database restart
    // would, and waited for (up to 5 s) until it is gone.
    expect((await sqlIn(url, schema, `SELECT pg_terminate_backend(${lost}, 5000) AS ended`)).rows).toEqual([{ ended: true }]);

    const looks: boolean[] = [];
    await vi.waitFor(
      async () => {
        looks.push((await watching.senders!.gone([me])).has(me));
        const holders = (await sqlIn(url, schema, holder)).rows.map((row) => row.pid as number);
        expect(holders).toHaveLength(1);
        expect(holders[0]).not.toBe(lost);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(looks).not.toContain(true);
  });
});

describe('PostgreSQL store change feed when the database drops off the network', () => {
  test('a server whose LISTEN connection went silent notices, listens again and hears what was written meanwhile', {
    timeout: 30_000,
  }, async () => {
    await overSilentLink(async (link, linkedUrl) => {
      const schema = freshDatabaseName();
      const listening = await open(schema, { url: linkedUrl, answerWithinMs: 1000 });
      const writing = await open(schema);
      const heard: CollectionName[][] = [];
      listening.onChange((collections) => heard.push(collections));

      // No reset, no close: the LISTEN connection's packets just stop, and the link comes back
      // for new connections only, as after a firewall's change.
      link.silence();
      link.restore();
      await writing.write((tx) => tx.put('settings', { name: 'meanwhile', value: 1 }));

      // Heard without the listening store running a transaction of its own.
      await vi.waitFor(() => expect(heard).toEqual([['settings']]), { timeout: 20_000, interval: 50 });
      listening.close();
      writing.close();
    });
  });
});

describe('PostgreSQL store writes sharing a transaction', () => {
  test('a put the database refuses fails its own write only, though puts travel with the statement after them', async () => {
    const store = await open(freshDatabaseName());
    const payment = (hash: string) => ({ hash, productId: 'p1', externalId: 'order-1', createdAt: 1 }) as never;

    // Asked in one turn, the three share a transaction; the second breaks externalId's unique index.
    const outcomes = await Promise.allSettled([
      store.write((tx) => tx.put('payments', payment('first'))),
      store.write((tx) => tx.put('payments', payment('second'))),
      store.write((tx) => tx.put('settings', { name: 'third', value: 3 })),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toContain('duplicate key');
    const kept = await store.read((tx) =>
      Promise.all([tx.get('payments', 'first'), tx.get('payments', 'second'), tx.get('settings', 'third')]),
    );
    expect(kept.map((record) => record !== undefined)).toEqual([true, false, true]);
  });
});

describe('PostgreSQL store writes that only read and put, asked together', () => {
  const payment = (hash: string, externalId: string) => ({ hash, productId: 'p1', externalId, createdAt: 1 }) as never;
  /** A create: the order's payment when there is one, else a new one under `hash`. */
  const create = (store: Store, hash: string, externalId: string) =>
    store.write(
      async (tx) => {
        const [existing] = await tx.find('payments', 'byExternalId', ['p1', externalId]);
        if (existing) return existing.hash;
        if (await tx.get('payments', hash)) throw new Error(`hash ${hash} taken`);
        await tx.put('payments', payment(hash, externalId));
        return hash;
      },
      { onlyReadsAndPuts: true },
    );

  test('answer and keep what running them in turn would', async () => {
    const store = await open(freshDatabaseName());
    await store.write((tx) => tx.put('payments', payment('taken', 'order-0')));

    // Asked in one turn: one batch. The third reuses the first's order, the fourth a stored hash.
    const outcomes = await Promise.allSettled([
      create(store, 'a', 'order-1'),
      create(store, 'b', 'order-2'),
      create(store, 'c', 'order-1'),
      create(store, 'taken', 'order-3'),
      store.write((tx) => tx.put('settings', { name: 'beside', value: 1 })),
    ]);

    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'fulfilled', value: 'b' },
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('hash taken taken') },
      { status: 'fulfilled', value: undefined },
    ]);
    const kept = await store.read((tx) =>
      Promise.all([tx.page('payments', { index: 'byCreated', limit: 10 }), tx.get('settings', 'beside')]),
    );
    expect(kept[0].map((stored) => [stored.hash, stored.externalId]).sort()).toEqual([
      ['a', 'order-1'],
      ['b', 'order-2'],
      ['taken', 'order-0'],
    ]);
    expect(kept[1]).toEqual({ name: 'beside', value: 1 });
  });

  test('that read what another of them puts see it, as in turn: no update is lost', async () => {
    const store = await open(freshDatabaseName());
    const increment = () =>
      store.write(
        async (tx) => {
          const counter = (await tx.get('settings', 'counter'))?.value ?? 0;
          await tx.put('settings', { name: 'counter', value: Number(counter) + 1 });
          return Number(counter) + 1;
        },
        { onlyReadsAndPuts: true },
      );

    const answers = await Promise.all([increment(), increment(), increment()]);

    expect(answers).toEqual([1, 2, 3]);
    expect(await store.read((tx) => tx.get('settings', 'counter'))).toEqual({ name: 'counter', value: 3 });
  });

  test('one whose read the database refuses fails alone, as it would in turn', async () => {
    const store = await open(freshDatabaseName());
    const putSetting = (name: string) =>
      store.write(
        async (tx) => {
          if (!(await tx.get('settings', name))) await tx.put('settings', { name, value: 1 });
        },
        { onlyReadsAndPuts: true },
      );

    const outcomes = await Promise.allSettled([
      putSetting('first'),
      // A limit past PostgreSQL's bigint: the page is refused, and with it the round trip the others' reads went in.
      store.write((tx) => tx.page('payments', { index: 'byCreated', limit: 1e20 }), { onlyReadsAndPuts: true }),
      putSetting('third'),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toContain('out of range');
    const kept = await store.read((tx) => Promise.all([tx.get('settings', 'first'), tx.get('settings', 'third')]));
    expect(kept).toEqual([
      { name: 'first', value: 1 },
      { name: 'third', value: 1 },
    ]);
  });

  test('run side by side: each starts before any has read', async () => {
    const store = await open(freshDatabaseName());
    let started = 0;
    const startedWhenRead = () =>
      store.write(
        async (tx) => {
          started++;
          await tx.get('settings', 'absent');
          return started;
        },
        { onlyReadsAndPuts: true },
      );

    // In turn, they would answer 1, 2, 3, 4.
    expect(await Promise.all([startedWhenRead(), startedWhenRead(), startedWhenRead(), startedWhenRead()])).toEqual([4, 4, 4, 4]);
  });

  test('of independent orders all stand, each kept once', async () => {
    const store = await open(freshDatabaseName());

    const hashes = await Promise.all(Array.from({ length: 12 }, (_, i) => create(store, `h${i}`, `order-${i}`)));

    expect(hashes).toEqual(Array.from({ length: 12 }, (_, i) => `h${i}`));
    expect(await store.read((tx) => tx.count('payments'))).toBe(12);
  });
});

describe('PostgreSQL store reads asked side by side', () => {
  test('gets, finds, pages and counts asked together each answer their own, after the puts asked before them', async () => {
    const store = await open(freshDatabaseName());
    const payment = (hash: string, externalId: string, createdAt: number) => ({ hash, productId: 'p1', externalId, createdAt }) as never;
    await store.write(async (tx) => {
      await Promise.all([tx.put('payments', payment('b', 'order-2', 2)), tx.put('payments', payment('a', 'order-1', 1))]);
    });

    const answers = await store.write(async (tx) => {
      // Not awaited: sent with the reads after it, which must see it.
      void tx.put('payments', payment('c', 'order-3', 3));
      return Promise.all([
        tx.get('payments', 'a'),
        tx.find('payments', 'byExternalId', ['p1', 'order-3']),
        tx.get('settings', 'absent'),
        tx.page('payments', { index: 'byCreated', limit: 2, reverse: true }),
        tx.count('payments'),
        tx.find('payments', 'byExternalId', ['p1', 'order-9']),
        tx.get('payments', 'c'),
        tx.get('payments', 'a'),
      ]);
    });

    const [a, third, absent, newest, count, none, c, aAgain] = answers;
    expect(a).toMatchObject({ hash: 'a', externalId: 'order-1' });
    expect(third).toMatchObject([{ hash: 'c' }]);
    expect(absent).toBeUndefined();
    expect(newest).toMatchObject([{ hash: 'c' }, { hash: 'b' }]);
    expect(count).toBe(3);
    expect(none).toEqual([]);
    expect(c).toMatchObject({ hash: 'c', externalId: 'order-3' });
    // A key asked for twice answers both times.
    expect(aAgain).toEqual(a);
  });
});

describe('PostgreSQL store texts written as literals', () => {
  test('quotes, backslashes and escapes in documents and keys come back as they went in', async () => {
    const store = await open(freshDatabaseName());
    const odd = `O'Brien \\ "quoted" \\' E'\\n' $1 \u00e9 \u{1F600}`;
    const payment = (hash: string) =>
      ({ hash, productId: `p-${odd}`, externalId: `order ${odd}`, createdAt: 1, details: { note: odd } }) as never;

    // Written dollar-quoted, or as an escape string when it holds the quoting tag.
    const tagged = `${odd} $gp$ $$`;
    const endsLikeTag = `${odd} ends in $gp`;
    // Puts of a shared batch travel as literals with the statement after them (the COMMIT here).
    await Promise.all([
      store.write((tx) => tx.put('payments', payment(`a ${odd}`))),
      store.write((tx) => tx.put('settings', { name: odd, value: odd })),
      store.write((tx) => tx.put('settings', { name: tagged, value: tagged })),
      store.write((tx) => tx.put('settings', { name: endsLikeTag, value: endsLikeTag })),
    ]);

    const [stored, found, setting, taggedSetting, endsLikeTagSetting] = await store.read((tx) =>
      Promise.all([
        tx.get('payments', `a ${odd}`),
        tx.find('payments', 'byExternalId', [`p-${odd}`, `order ${odd}`]),
        tx.get('settings', odd),
        tx.get('settings', tagged),
        tx.get('settings', endsLikeTag),
      ]),
    );
    expect(stored).toEqual(payment(`a ${odd}`));
    expect(found).toEqual([payment(`a ${odd}`)]);
    expect(setting).toEqual({ name: odd, value: odd });
    expect(taggedSetting).toEqual({ name: tagged, value: tagged });
    expect(endsLikeTagSetting).toEqual({ name: endsLikeTag, value: endsLikeTag });
  });
});

describe('PostgreSQL store when its connections fail', () => {
  test('a write whose durable flush fails after its commit is answered as kept, not as failed', async () => {
    const schema = freshDatabaseName();
    const store = await open(schema);
    await store.write((tx) => tx.put('settings', { name: 'before', value: 1 }));
    // The next durable flush (the commit a write's answer waits for, after its COMMIT: a write of
    // the server's row of _flushes that changes nothing) fails once, after the write committed.
    await sqlIn(
      await postgresDatabaseUrl(),
      schema,
      `CREATE SEQUENCE flush_failures;
       CREATE FUNCTION fail_first_flush() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'UPDATE' AND NEW.n = OLD.n AND nextval('flush_failures') = 1 THEN RAISE EXCEPTION 'the flush failed'; END IF;
           RETURN NEW;
         END $$;
       CREATE TRIGGER fail_first_flush BEFORE INSERT OR UPDATE ON _flushes FOR EACH ROW EXECUTE FUNCTION fail_first_flush()`,
    );

    // A claim, say: told it failed, its caller would leave the attempt IN_FLIGHT, claimed by nobody.
    // Run twice, it would count two claims.
    const claim = async (tx: Tx) => {
      const claims = (await tx.get('settings', 'claims'))?.value ?? 0;
      await tx.put('settings', { name: 'claims', value: Number(claims) + 1 });
    };
    await expect(store.write(claim)).resolves.toBeUndefined();

    expect(await store.read((tx) => tx.get('settings', 'claims'))).toEqual({ name: 'claims', value: 1 });
    // The failed flush and the one that followed it both ran.
    expect(
      Number((await sqlIn(await postgresDatabaseUrl(), schema, 'SELECT last_value FROM flush_failures')).rows[0].last_value),
    ).toBeGreaterThan(1);
  });

  test('a write whose COMMIT the database refuses fails, keeps nothing, and the next write is kept', async () => {
    const schema = freshDatabaseName();
    const store = await open(schema);
    // A check made at COMMIT (a deferred constraint trigger): it refuses a setting named "refused".
    await sqlIn(
      await postgresDatabaseUrl(),
      schema,
      `CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.pk = 'refused' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
       CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT OR UPDATE ON settings DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()`,
    );

    let begun!: () => void;
    const running = new Promise<void>((resolve) => (begun = resolve));
    const refused = store.write(async (tx) => {
      begun();
      await tx.put('settings', { name: 'refused', value: 1 });
    });
    // Asked once the first write's batch has begun: the next batch, which waits for the first one's fate.
    await running;
    const next = store.write((tx) => tx.put('settings', { name: 'next', value: 2 }));

    const answered: string[] = [];
    await Promise.allSettled([refused.catch(() => answered.push('refused')), next.then(() => answered.push('next'))]);

    await expect(refused).rejects.toThrow('refused at commit');
    await expect(next).resolves.toBeUndefined();
    // The next batch waited for the first one's fate.
    expect(answered).toEqual(['refused', 'next']);

    const stored = await store.read((tx) => Promise.all([tx.get('settings', 'refused'), tx.get('settings', 'next')]));
    expect(stored).toEqual([undefined, { name: 'next', value: 2 }]);
  });

  test('a write whose COMMIT goes unanswered while its transaction could still commit is ended, and answered as not kept', {
    timeout: 30_000,
  }, async () => {
    const schema = freshDatabaseName();
    const store = await open(schema, { answerWithinMs: 1000 });
    await store.write((tx) => tx.put('settings', { name: 'before', value: 1 }));
    // Storing a setting named "slow" takes the database 3 s: the store stops waiting for the
    // answer after 1 s, while the transaction, holding the write lock, is still there to commit.
    await sqlIn(
      await postgresDatabaseUrl(),
      schema,
      `CREATE FUNCTION slow_down() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.pk = 'slow' THEN PERFORM pg_sleep(3); END IF; RETURN NEW; END $$;
       CREATE TRIGGER slow_down BEFORE INSERT OR UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION slow_down()`,
    );

    // It reads first, so its put travels with its COMMIT.
    const [answer] = await Promise.allSettled([
      store.write(async (tx) => {
        await tx.get('settings', 'before');
        await tx.put('settings', { name: 'slow', value: 2 });
      }),
    ]);
    // Once no transaction holds the sandbox's write lock, the slow one is over, committed or not.
    const lockKey = hash32(`gateway-playground:${schema}`) >>> 0;
    await vi.waitFor(
      async () => {
        const held = await sqlIn(
          await postgresDatabaseUrl(),
          schema,
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${lockKey}`,
        );
        expect(held.rows[0].n).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );

    // Ended by the lookup before it read: not kept, and answered so.
    expect(answer).toEqual({ status: 'rejected', reason: expect.any(StoreUnavailableError) });
    expect(await store.read((tx) => tx.get('settings', 'slow'))).toBeUndefined();
  });

  test('a database that drops off the network silently fails requests as unavailable, and serves them again once back', {
    timeout: 30_000,
  }, async () => {
    await overSilentLink(async (link, linkedUrl) => {
      const schema = freshDatabaseName();
      const store = await open(schema, { url: linkedUrl, answerWithinMs: 1000 });
      await store.write((tx) => tx.put('settings', { name: 'before', value: 1 }));

      link.silence();
      const [writing, reading] = await Promise.allSettled([
        store.write((tx) => tx.put('settings', { name: 'during', value: 2 })),
        store.read((tx) => tx.get('settings', 'before')),
      ]);

      const unavailable = { status: 'rejected', reason: expect.any(StoreUnavailableError) };
      expect([writing, reading]).toEqual([unavailable, unavailable]);
      expect((writing as PromiseRejectedResult).reason.message).toContain(`PostgreSQL at 127.0.0.1:${new URL(linkedUrl).port}`);

      link.restore();
      await vi.waitFor(() => store.write((tx) => tx.put('settings', { name: 'after', value: 3 })), { timeout: 10_000, interval: 100 });
      const settings = await store.read((tx) => Promise.all(['before', 'during', 'after'].map((name) => tx.get('settings', name))));
      expect(settings.map((setting) => setting?.name)).toEqual(['before', undefined, 'after']);
    });
  });
});
