import { describe, expect, it } from 'vitest';
import type { DueEvent } from './runner';
import { LOCAL_LANES_AT_ONCE, runInstant } from './instant-runner';

const event = (attemptId: string, lane: string, local = false): DueEvent => ({
  at: 0,
  attemptId,
  webhookId: 'w',
  kind: 'send',
  lane,
  local,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the calls waiting in `answers` answer, tick after tick, until `total` have. */
async function answerAsTheyCome(answers: (() => void)[], total: number): Promise<void> {
  for (let answered = 0; answered < total; ) {
    await tick();
    const waiting = answers.splice(0);
    waiting.forEach((answer) => answer());
    answered += waiting.length;
  }
}

describe('runInstant', () => {
  it('runs each lane in order and never two events of one lane at once', async () => {
    const log: string[] = [];
    const busy = new Set<string>();
    const events = [event('a1', 'a'), event('b1', 'b'), event('a2', 'a'), event('c1', 'c'), event('a3', 'a')];
    await runInstant(events, {
      async run({ attemptId, lane }) {
        expect(busy.has(lane)).toBe(false);
        busy.add(lane);
        log.push(attemptId);
        await tick();
        busy.delete(lane);
        return { sent: true, answered: Promise.resolve(), recorded: Promise.resolve() };
      },
      settled: (recorded) => recorded,
    });
    expect(log.filter((id) => id.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect([...log].sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });

  it('runs up to `concurrency` lanes at once and waits for each answer before the lane goes on', async () => {
    let running = 0;
    let most = 0;
    const answers: (() => void)[] = [];
    const events = Array.from({ length: 10 }, (_, i) => event(`e${i}`, `lane${i}`));
    const done = runInstant(events, {
      async run() {
        most = Math.max(most, ++running);
        const answered = new Promise<void>((resolve) => answers.push(resolve));
        return { sent: true, answered, recorded: answered };
      },
      settled: async (recorded) => {
        await recorded;
        running--;
      },
      concurrency: 3,
    });
    await answerAsTheyCome(answers, 10);
    expect(await done).toBe(10);
    expect(most).toBe(3);
  });

  it('runs lanes that stay inside the sandbox far wider, beside the bounded lanes that call out', async () => {
    const inFlight = { local: 0, remote: 0 };
    const most = { local: 0, remote: 0 };
    const answers: (() => void)[] = [];
    const local = Array.from({ length: 50 }, (_, i) => event(`l${i}`, `local${i}`, true));
    const remote = Array.from({ length: 10 }, (_, i) => event(`r${i}`, `remote${i}`));
    const done = runInstant([...remote, ...local], {
      async run({ local: isLocal }) {
        const kind = isLocal ? 'local' : 'remote';
        most[kind] = Math.max(most[kind], ++inFlight[kind]);
        const answered = new Promise<void>((resolve) =>
          answers.push(() => {
            inFlight[kind]--;
            resolve();
          }),
        );
        return { sent: true, answered, recorded: answered };
      },
      settled: (recorded) => recorded,
      concurrency: 3,
    });
    await answerAsTheyCome(answers, 60);
    expect(await done).toBe(60);
    expect(most).toEqual({ local: Math.min(50, LOCAL_LANES_AT_ONCE), remote: 3 });
  });

  it('goes on with a lane once its call is answered, not recorded, and ends the instant once every answer is recorded', async () => {
    const log: string[] = [];
    const answer = new Map<string, () => void>();
    const record = new Map<string, () => void>();
    let ended = false;
    const done = runInstant([event('a1', 'a'), event('a2', 'a')], {
      async run({ attemptId }) {
        log.push(`send ${attemptId}`);
        const answered = new Promise<void>((resolve) => answer.set(attemptId, resolve));
        const recorded = new Promise<void>((resolve) => record.set(attemptId, resolve)).then(() => {
          log.push(`recorded ${attemptId}`);
        });
        return { sent: true, answered, recorded };
      },
      settled: (recorded) => recorded,
    }).then((sent) => {
      ended = true;
      return sent;
    });

    await tick();
    expect(log).toEqual(['send a1']);
    answer.get('a1')!();
    await tick();
    expect(log).toEqual(['send a1', 'send a2']);
    answer.get('a2')!();
    record.get('a2')!();
    await tick();
    expect(ended).toBe(false);
    record.get('a1')!();
    expect(await done).toBe(2);
    expect(log).toEqual(['send a1', 'send a2', 'recorded a2', 'recorded a1']);
  });

  it('fails with the first failure once every other lane is done and recorded', async () => {
    const log: string[] = [];
    const done = runInstant([event('a1', 'a'), event('b1', 'b'), event('b2', 'b')], {
      async run({ attemptId }) {
        if (attemptId === 'a1') throw new Error('The store is gone');
        log.push(`send ${attemptId}`);
        const recorded = tick().then(() => {
          log.push(`recorded ${attemptId}`);
        });
        return { sent: true, answered: Promise.resolve(), recorded };
      },
      settled: (recorded) => recorded,
    });

    await expect(done).rejects.toThrow('The store is gone');
    expect(log).toEqual(['send b1', 'send b2', 'recorded b1', 'recorded b2']);
  });

  it('counts only the attempts this instance sent', async () => {
    const sent = await runInstant([event('x', 'x'), event('y', 'y')], {
      run: async ({ attemptId }) => ({ sent: attemptId === 'x', answered: Promise.resolve(), recorded: Promise.resolve() }),
      settled: (recorded) => recorded,
    });
    expect(sent).toBe(1);
  });
});
