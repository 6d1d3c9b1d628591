// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, newPartner } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { useDataStore } from './data-store';
import { ImportPanel } from './import-panel';

let ui: UiSandbox;

beforeEach(async () => {
  ui = await connectUiToSandbox();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useDataStore.setState(useDataStore.getInitialState());
});

/** The sandbox's snapshot now (read straight from the gateway, not through the UI). */
async function snapshotNow(): Promise<unknown> {
  return (await ui.harness.json('GET', `${BASE}/_sandbox/export`)).body;
}

/** Pastes `snapshot` and imports it through the panel. */
async function importPasted(snapshot: unknown) {
  const box = screen.getByRole('textbox', { name: "Or paste the snapshot's JSON" });
  await userEvent.click(box);
  await userEvent.paste(JSON.stringify(snapshot));
  await userEvent.click(screen.getByRole('button', { name: 'Import pasted JSON' }));
}

describe('importing into a workspace', () => {
  it('asks first when the workspace holds data, and a no sends nothing and changes nothing', async () => {
    const empty = await snapshotNow();
    const partner = await newPartner(ui.harness, { name: 'My own shop' });
    const asked = vi.fn(() => false);
    vi.stubGlobal('confirm', asked);
    render(<ImportPanel />);

    await importPasted(empty);

    expect(await screen.findByText('Import cancelled: nothing was changed.')).toBeTruthy();
    expect(asked.mock.calls[0]).toEqual([expect.stringContaining('This workspace holds 1 partner, 2 API keys.')]);
    expect(ui.count('POST /_sandbox/import')).toBe(0);
    expect((await ui.harness.json('GET', `${BASE}/_sandbox/partners`)).body.map((p: { id: string }) => p.id)).toEqual([partner.id]);
  });

  it('replaces the data once the person agrees', async () => {
    const empty = await snapshotNow();
    await newPartner(ui.harness);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    render(<ImportPanel />);

    await importPasted(empty);

    expect(await screen.findByText(/^Imported the pasted JSON\. Now stored: nothing stored\./)).toBeTruthy();
    expect((await ui.harness.json('GET', `${BASE}/_sandbox/partners`)).body).toEqual([]);
  });

  it('imports into an empty workspace without asking', async () => {
    const empty = await snapshotNow();
    const asked = vi.fn(() => false);
    vi.stubGlobal('confirm', asked);
    render(<ImportPanel />);

    await importPasted(empty);

    expect(await screen.findByText(/^Imported the pasted JSON\./)).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses text that is no JSON or no snapshot, and points a case file to its own button, without asking or sending', async () => {
    await newPartner(ui.harness);
    const asked = vi.fn(() => true);
    vi.stubGlobal('confirm', asked);
    render(<ImportPanel />);

    const box = screen.getByRole('textbox', { name: "Or paste the snapshot's JSON" });
    await userEvent.click(box);
    await userEvent.paste('{not json');
    await userEvent.click(screen.getByRole('button', { name: 'Import pasted JSON' }));
    expect(await screen.findByText('That is not JSON, so it is no snapshot. Nothing was changed.')).toBeTruthy();

    await userEvent.clear(box);
    await importPasted({ format: 'gateway-playground-case', version: 1, snapshot: await snapshotNow(), history: [] });
    expect(await screen.findByText(/^That is a case file: open it with “Open case file…”/)).toBeTruthy();

    await userEvent.clear(box);
    await importPasted({ format: 'nope' });
    expect(await screen.findByText('That is not a gateway-playground snapshot. Nothing was changed.')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
    expect(ui.count('POST /_sandbox/import')).toBe(0);
  });
});
