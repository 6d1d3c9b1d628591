// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '../../gateway/core/ports';
import { ServerBanner } from '../../ui/shell/server-banner';
import { useServerReach } from '../../ui/shell/server-reach';
import { serverChanges } from './server-changes';

/** An EventSource the test drives: what connects, and what the server would send. */
class FakeSource extends EventTarget {
  static made: FakeSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    this.dispatchEvent(Object.assign(new Event(type), { data }));
  }
}

const BASE = 'http://127.0.0.1:5710';

beforeEach(() => {
  FakeSource.made = [];
  vi.stubGlobal('EventSource', FakeSource);
  vi.useFakeTimers();
  useServerReach.getState().found();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the change feed of a page served by the Node server', () => {
  it('listens on the server’s change stream once for every screen, and passes on the collections of each event', () => {
    const feed = serverChanges(BASE, useServerReach.getState());
    const heard: string[][] = [];
    feed.onChange((collections) => heard.push(collections));
    feed.onChange(() => undefined);

    FakeSource.made[0]!.emit('change', '["payments","deliveries"]');

    expect(FakeSource.made.map((source) => source.url)).toEqual([`${BASE}/_sandbox/changes`]);
    expect(heard).toEqual([['payments', 'deliveries']]);
  });

  it('shows a banner while the server is unreachable, tries again less and less often, and recovers by itself', () => {
    const feed = serverChanges(BASE, useServerReach.getState());
    const heard: string[][] = [];
    feed.onChange((collections) => heard.push(collections));
    render(<ServerBanner />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => FakeSource.made[0]!.emit('error'));
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain(`The gateway server at ${BASE} cannot be reached`);

    act(() => void vi.advanceTimersByTime(999));
    expect(FakeSource.made).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(FakeSource.made).toHaveLength(2);
    act(() => FakeSource.made[1]!.emit('error'));
    act(() => void vi.advanceTimersByTime(1999));
    expect(FakeSource.made).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(FakeSource.made).toHaveLength(3);

    act(() => FakeSource.made[2]!.emit('open'));
    expect(screen.queryByRole('alert')).toBeNull();
    // Writes were missed while it was away: every screen reads again.
    expect(heard).toEqual([[...COLLECTIONS]]);
  });
});
