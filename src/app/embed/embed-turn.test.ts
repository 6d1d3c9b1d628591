import { describe, expect, it } from 'vitest';
import { ANSWERED_MESSAGE, embedTurn } from './embed-turn';

/**
 * A docs page's frames as the turn sees them: each with its origin, its parent's frame list,
 * its animation frame (run only when the test paints it) and its idle callback (run when the
 * test says the page is idle), and `postMessage` delivering to the frame's listeners.
 */
class FakeFrame {
  readonly listeners = new Map<string, ((event: { origin: string; data: unknown }) => void)[]>();
  painted: (() => void) | undefined;
  idle: ((deadline?: { didTimeout: boolean }) => void) | undefined;
  idleTimeout: number | undefined;
  readonly received: unknown[] = [];

  constructor(
    readonly parent: FakePage,
    readonly origin: string,
  ) {}

  requestAnimationFrame(callback: () => void) {
    this.painted = callback;
    return 1;
  }
  requestIdleCallback(callback: (deadline?: { didTimeout: boolean }) => void, options: { timeout: number }) {
    this.idle = callback;
    this.idleTimeout = options.timeout;
    return 1;
  }
  addEventListener(type: string, listener: (event: { origin: string; data: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: { origin: string; data: unknown }) => void) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((other) => other !== listener),
    );
  }
  postMessage(data: unknown, targetOrigin: string) {
    if (targetOrigin !== this.origin) return;
    this.received.push(data);
    for (const listener of this.listeners.get('message') ?? []) listener({ origin: targetOrigin, data });
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ origin: this.origin, data: null });
  }
}

/** The docs page: its frames by index, as `window.parent[index]` and `window.parent.length` give them. */
class FakePage {
  [index: number]: FakeFrame;
  length = 0;
  add(origin = 'https://tools.example'): FakeFrame {
    const frame = new FakeFrame(this, origin);
    this[this.length++] = frame;
    return frame;
  }
}

const turnOf = (frame: FakeFrame) => {
  const turn = embedTurn(frame as unknown as Window);
  let started = false;
  void turn.started.then(() => (started = true));
  return { ...turn, hasStarted: async () => (await Promise.resolve(), started) };
};

describe('when an embed on a docs page starts', () => {
  it('starts at once when it is painted, that is on screen', async () => {
    const page = new FakePage();
    const frame = page.add();
    const turn = turnOf(frame);
    expect(await turn.hasStarted()).toBe(false);

    frame.painted!();

    expect(await turn.hasStarted()).toBe(true);
  });

  it('off screen, waits while a frame on screen is starting, and starts once it has answered', async () => {
    const page = new FakePage();
    const onScreen = page.add();
    const offScreen = page.add();
    const first = turnOf(onScreen);
    const second = turnOf(offScreen);
    onScreen.painted!();
    offScreen.idle!();
    expect(await second.hasStarted()).toBe(false);

    first.answered();

    expect(offScreen.received).toEqual([{ type: ANSWERED_MESSAGE }]);
    expect(await second.hasStarted()).toBe(true);
  });

  it('off screen, waits for the last of the frames on screen', async () => {
    const page = new FakePage();
    const [top, next, below] = [page.add(), page.add(), page.add()];
    const [first, second, third] = [turnOf(top), turnOf(next), turnOf(below)];
    top.painted!();
    next.painted!();

    first.answered();
    expect(await third.hasStarted()).toBe(false);
    second.answered();

    expect(await third.hasStarted()).toBe(true);
  });

  it('starts at the first idle moment when no frame on screen is starting (none on screen, or a tab in the background)', async () => {
    const page = new FakePage();
    const [one, two] = [page.add(), page.add()];
    const [first, second] = [turnOf(one), turnOf(two)];

    one.idle!();
    two.idle!();

    expect([await first.hasStarted(), await second.hasStarted()]).toEqual([true, true]);
    // The idle callback is sure to come: Chromium may hold it in a frame it does not render.
    expect(one.idleTimeout).toBe(1_000);
  });

  it('waits again when its idle wait timed out while no sibling has painted yet (a busy machine), and starts once none has after three', async () => {
    const page = new FakePage();
    const [late, below] = [page.add(), page.add()];
    const [onScreen, offScreen] = [turnOf(late), turnOf(below)];
    const timedOut = { didTimeout: true };

    below.idle!(timedOut);
    expect(await offScreen.hasStarted()).toBe(false);
    late.painted!();
    below.idle!(timedOut);
    expect([await onScreen.hasStarted(), await offScreen.hasStarted()]).toEqual([true, false]);

    const lonely = new FakePage();
    const [one, two] = [lonely.add(), lonely.add()];
    const [first] = [turnOf(one), turnOf(two)];
    one.idle!(timedOut);
    one.idle!(timedOut);
    expect(await first.hasStarted()).toBe(false);
    one.idle!(timedOut);
    expect(await first.hasStarted()).toBe(true);
  });

  it('starts at once when it loads after its siblings have taken their turns', async () => {
    const page = new FakePage();
    const early = page.add();
    const first = turnOf(early);
    early.painted!();
    first.answered();

    const late = turnOf(page.add());

    expect(await late.hasStarted()).toBe(true);
  });

  it('off screen at first, then painted before it answers, holds back the others from then on', async () => {
    const page = new FakePage();
    const [scrolledTo, below] = [page.add(), page.add()];
    const first = turnOf(scrolledTo);
    scrolledTo.idle!();
    expect(await first.hasStarted()).toBe(true);
    scrolledTo.painted!();

    const second = turnOf(below);
    below.idle!();
    expect(await second.hasStarted()).toBe(false);
    first.answered();

    expect(await second.hasStarted()).toBe(true);
  });

  it('is not held back by frames of other sites, and stops holding back its siblings when it goes unanswered', async () => {
    const page = new FakePage();
    const [ours, elsewhere, below] = [page.add(), page.add('https://ads.example'), page.add()];
    const first = turnOf(ours);
    const foreign = turnOf(elsewhere);
    const third = turnOf(below);
    elsewhere.painted!();
    below.idle!();
    // The frame of another site is painted and starting; ours below does not wait for it.
    expect(await third.hasStarted()).toBe(true);

    ours.painted!();
    const fourth = turnOf(page.add());
    fourth.hasStarted();
    ours.fire('pagehide');

    expect(await first.hasStarted()).toBe(true);
    expect(elsewhere.received).toEqual([]);
    expect(await foreign.hasStarted()).toBe(true);
    expect(await fourth.hasStarted()).toBe(true);
  });

  it('starts at once in a page of its own, or with an opaque origin (sandboxed without allow-same-origin)', async () => {
    const alone = { parent: undefined as unknown, origin: 'https://tools.example' };
    alone.parent = alone;
    const sandboxed = new FakePage().add('null');

    expect(await turnOf(alone as unknown as FakeFrame).hasStarted()).toBe(true);
    expect(await turnOf(sandboxed).hasStarted()).toBe(true);
  });
});
