import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CollectionName } from '../../gateway/core/ports';
import { saveOnChange } from './state-saver';

/** The contract: the state file is at most a second behind, however steadily writes keep coming. */
const CONTRACT_MS = 1_000;

/** A store that only announces changes, when the test says so. */
function changingStore() {
  const listeners = new Set<(collections: CollectionName[]) => void>();
  return {
    onChange(listener: (collections: CollectionName[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change: () => listeners.forEach((listener) => listener(['payments'])),
  };
}

describe('state saver', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('under changes that never pause, every change is saved within a second', async () => {
    const store = changingStore();
    const saves: number[] = [];
    const saver = saveOnChange(store, async () => void saves.push(Date.now()));
    const changes: number[] = [];

    for (let i = 0; i < 50; i++) {
      store.change();
      changes.push(Date.now());
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(CONTRACT_MS);
    await saver.stop();

    const unsaved = changes.filter((at) => !saves.some((saved) => saved >= at && saved <= at + CONTRACT_MS));
    expect(unsaved).toEqual([]);
    expect(saves.length).toBeLessThanOrEqual(changes.length / 5);
  });

  test('saves nothing while nothing changes, and one save covers a burst', async () => {
    const store = changingStore();
    const save = vi.fn(async () => undefined);
    saveOnChange(store, save);

    await vi.advanceTimersByTimeAsync(5 * CONTRACT_MS);
    expect(save).not.toHaveBeenCalled();

    store.change();
    store.change();
    await vi.advanceTimersByTimeAsync(5 * CONTRACT_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  test('a change during a slow save gets a save of its own, never two at once', async () => {
    const store = changingStore();
    let running = 0;
    let overlapped = false;
    const save = vi.fn(async () => {
      overlapped ||= ++running > 1;
      await new Promise((resolve) => setTimeout(resolve, 3 * CONTRACT_MS));
      running--;
    });
    saveOnChange(store, save);

    store.change();
    await vi.advanceTimersByTimeAsync(CONTRACT_MS + 10);
    store.change();
    await vi.advanceTimersByTimeAsync(10 * CONTRACT_MS);

    expect(save).toHaveBeenCalledTimes(2);
    expect(overlapped).toBe(false);
  });

  test('a failed save is logged and the next change saves again', async () => {
    const store = changingStore();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    saveOnChange(store, save);

    store.change();
    await vi.advanceTimersByTimeAsync(CONTRACT_MS);
    store.change();
    await vi.advanceTimersByTimeAsync(CONTRACT_MS);

    expect(save).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith('Could not save the state file', expect.objectContaining({ message: 'disk full' }));
    logged.mockRestore();
  });

  test('stop waits for the save under way, and nothing is saved after it', async () => {
    const store = changingStore();
    const finished: string[] = [];
    const saver = saveOnChange(store, async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished.push('save');
    });
    store.change();
    await vi.advanceTimersByTimeAsync(CONTRACT_MS);

    const stopping = saver.stop().then(() => finished.push('stopped'));
    await vi.advanceTimersByTimeAsync(500);
    await stopping;
    store.change();
    await vi.advanceTimersByTimeAsync(5 * CONTRACT_MS);

    expect(finished).toEqual(['save', 'stopped']);
  });
});
