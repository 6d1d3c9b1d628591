import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { busyAction } from './busy-action';
import { HelperError } from './sandbox-client';

interface SaveState {
  saving: boolean;
  problem: string | null;
  seen: string[];
}

/** A store with one busy flag and one message, recording the flag as the work saw it. */
const newStore = () => create<SaveState>()(() => ({ saving: false, problem: 'the last failure', seen: [] }));

describe('a store action that calls the gateway', () => {
  it('is busy while its work runs, clears the last failure, and answers true', async () => {
    const store = newStore();
    const worked = await busyAction<SaveState>(store.setState, 'saving', 'problem', async () => {
      store.setState({ seen: [`busy ${store.getState().saving}, problem ${store.getState().problem}`] });
    });
    expect(worked).toBe(true);
    expect(store.getState()).toEqual({ saving: false, problem: null, seen: ['busy true, problem null'] });
  });

  it('shows a failure as the gateway worded it, answers false, and is not left busy', async () => {
    const store = newStore();
    const worked = await busyAction<SaveState>(store.setState, 'saving', 'problem', () =>
      Promise.reject(new HelperError(409, 'That receiver is in use.')),
    );
    expect(worked).toBe(false);
    expect(store.getState()).toMatchObject({ saving: false, problem: '409: That receiver is in use.' });
  });

  it('takes only a boolean as the flag and a nullable text as the message', () => {
    const store = newStore();
    const work = () => Promise.resolve();
    // @ts-expect-error `seen` is no busy flag
    void busyAction<SaveState>(store.setState, 'seen', 'problem', work);
    // @ts-expect-error `saving` is no message
    void busyAction<SaveState>(store.setState, 'saving', 'saving', work);
  });
});
