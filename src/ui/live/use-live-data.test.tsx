// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { DataSummaryCard } from '../data/data-summary-card';
import { useDataStore } from '../data/data-store';
import { KeysPage } from '../keys/keys-page';
import { useKeysStore } from '../keys/keys-store';
import { COLLECTIONS } from '../../gateway/core/ports';
import { useLiveData } from './use-live-data';

let ui: UiSandbox;

beforeEach(async () => {
  ui = await connectUiToSandbox();
});

afterEach(() => {
  // The slices are app-wide: each test starts from what a fresh page holds.
  useKeysStore.setState(useKeysStore.getInitialState());
  useDataStore.setState(useDataStore.getInitialState());
});

/** The Data screen's summary card with the screen's own subscription, without the file panels. */
function SummaryScreen() {
  useLiveData(
    COLLECTIONS,
    useDataStore((state) => state.refresh),
  );
  return <DataSummaryCard />;
}

/** A helper call made by someone else (another tab, a merchant's back end), straight to the sandbox. */
function elsewhere(method: string, path: string, body?: unknown) {
  return act(() => ui.harness.json(method, `${BASE}${path}`, { body }));
}

describe('each screen follows only the collections it shows', () => {
  it('the Keys screen shows a partner created elsewhere, by reading the partners again', async () => {
    render(<KeysPage />);
    await screen.findByText('No partners yet. Create one to get keys.');

    await elsewhere('POST', '/_sandbox/partners', { name: 'Mug Shop' });

    expect(await screen.findByText('Mug Shop')).toBeTruthy();
    expect(ui.count('GET /_sandbox/partners')).toBe(2);
  });

  it('a write to a collection no shown screen displays reads nothing', async () => {
    render(<KeysPage />);
    await screen.findByText('No partners yet. Create one to get keys.');
    const before = ui.requests.length;

    // A scripted receiver is a settings record: the Keys screen does not show settings.
    await elsewhere('PUT', '/_sandbox/receivers/shop', { answers: [{ status: 500 }] });

    expect(ui.requests.length).toBe(before);
  });

  it('with two screens shown, a write re-reads the one that shows it and leaves the other alone', async () => {
    render(
      <>
        <KeysPage />
        <SummaryScreen />
      </>,
    );
    await screen.findByText('No partners yet. Create one to get keys.');
    expect(await screen.findByTestId('count-receivers')).toBeTruthy();
    const partnerReads = ui.count('GET /_sandbox/partners');

    await elsewhere('PUT', '/_sandbox/receivers/shop', { answers: [{ status: 500 }] });

    await waitFor(() => expect(screen.getByTestId('count-receivers').textContent).toBe('1'));
    expect(ui.count('GET /_sandbox/partners')).toBe(partnerReads);
    expect(ui.count('GET /_sandbox/summary')).toBe(2);
  });

  it('a screen no longer shown stops reading', async () => {
    const { unmount } = render(<KeysPage />);
    await screen.findByText('No partners yet. Create one to get keys.');
    unmount();
    const before = ui.requests.length;

    await elsewhere('POST', '/_sandbox/partners', { name: 'Mug Shop' });

    expect(ui.requests.length).toBe(before);
  });
});
