// @vitest-environment happy-dom
/**
 * The console's X-API-KEY keeps to the key the person works with: across a reload (the page's
 * memory gone, the workspace's storage kept), a switch of workspace and back, a partner created
 * meanwhile, and a case file, which opens on the key its data belongs to.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshHarness } from '../../../test/support/api';
import { BASE, newPartner, newProduct, STATUS, type Harness } from '../../../test/support/harness';
import { openEntryLog } from '../../storage/idb/entry-log';
import { CasePanel } from '../data/cases/case-panel';
import { prepareCase } from '../data/cases/case-actions';
import { caseFileOf } from '../data/cases/case-file';
import { useKeysStore } from '../keys/keys-store';
import { useWorkingKey } from '../keys/working-key';
import { createSandboxClient } from '../shared/sandbox-client';
import { connectSandbox, type WorkspaceControl } from '../shared/sandbox-connection';
import { ConsolePage } from './console-page';
import { useConsoleStore } from './console-store';

// Each role query over the console's thousand elements takes from a tenth of a second to two in
// happy-dom, and each test here opens the console twice: 5 s (vitest's default) timed two out
// when the UI tests ran together.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../editor/json-editor')).PlainJsonEditor }));

let harness: Harness;

/** Connects the UI as the page in workspace `id` would be (the user's own when absent). */
function connectIn(id?: string): void {
  const workspaces: WorkspaceControl = {
    current: { id, name: id ?? 'My sandbox' },
    list: () => [{ name: 'My sandbox' }],
    create: (name) => ({ id: 'w-case-1', name }),
    remove: async () => undefined,
    hrefOf: (target) => `https://app.test/?workspace=${target ?? ''}`,
  };
  connectSandbox({
    client: createSandboxClient({ base: BASE, status: STATUS }),
    changes: harness.store,
    openLog: openEntryLog,
    workspaces,
  });
}

/** What a reload forgets: every store's memory. The browser's storage stays. */
function forgetThePage(): void {
  cleanup();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  useKeysStore.setState(useKeysStore.getInitialState());
}

const keyField = () => screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement;

async function openConsoleShowing(key: string): Promise<void> {
  await useKeysStore.getState().refresh();
  render(<ConsolePage />);
  await screen.findByRole('button', { name: /POST \/api\/product\/pay$/ }, { timeout: 10_000 });
  await waitFor(() => expect(keyField().value).toBe(key));
}

beforeEach(async () => {
  harness = await freshHarness();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => harness.handler(new Request(input, init)));
  connectIn();
});

afterEach(async () => {
  forgetThePage();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the console’s key', () => {
  it('survives a reload after a second partner is created on the Keys screen', async () => {
    const first = (await newPartner(harness, { name: 'My shop' })).keys.sandbox;
    await openConsoleShowing(first);

    await newPartner(harness, { name: 'Second partner' });
    forgetThePage();

    await openConsoleShowing(first);
  });

  it('is kept per workspace: a switch to another and back finds each one’s own', async () => {
    const first = (await newPartner(harness, { name: 'My shop' })).keys.sandbox;
    const second = (await newPartner(harness, { name: 'A merchant’s case' })).keys.sandbox;
    useWorkingKey.getState().use(first);
    await openConsoleShowing(first);

    forgetThePage();
    connectIn('w-lrx1-case');
    useWorkingKey.getState().use(second);
    await openConsoleShowing(second);

    forgetThePage();
    connectIn();
    await openConsoleShowing(first);
  });

  it('moves to the same partner’s key when the environment changes on a reload', async () => {
    const partner = await newPartner(harness, { name: 'My shop' });
    await newPartner(harness, { name: 'Newer partner' });
    // Last worked with in production; the console opens on the sandbox.
    useWorkingKey.getState().use(partner.keys.production);
    forgetThePage();
    await openConsoleShowing(partner.keys.sandbox);
  });

  it('a case file opens on the key its data belongs to, not the newest partner’s', async () => {
    const owner = (await newPartner(harness, { name: 'Case owner' })).keys.sandbox;
    await newProduct(harness, owner, { name: 'Mugs' });
    await newPartner(harness, { name: 'Made later' });
    const snapshot = (await harness.json('GET', `${BASE}/_sandbox/export`)).body;
    const text = JSON.stringify(caseFileOf('Case 4211', snapshot, [], 1, owner));
    await harness.json('POST', `${BASE}/_sandbox/reset`);

    prepareCase(text);
    forgetThePage();
    connectIn('w-case-1');
    render(<CasePanel go={() => undefined} />);
    await screen.findByText('Opened the case “w-case-1” in this workspace.');
    forgetThePage();

    await openConsoleShowing(owner);
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/pay\/product\/\{productId\}\/subproduct\/pricing/ }));
    const picker = screen.getByRole('combobox', { name: 'productId' }) as HTMLSelectElement;
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mugs']);
  });
});
