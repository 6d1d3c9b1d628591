// @vitest-environment happy-dom
/** Opening a case file makes a workspace named by the case itself, whatever the file is called. */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshHarness } from '../../../../test/support/api';
import { BASE, STATUS, type Harness } from '../../../../test/support/harness';
import { openEntryLog } from '../../../storage/idb/entry-log';
import { createSandboxClient } from '../../shared/sandbox-client';
import { connectSandbox, type WorkspaceControl } from '../../shared/sandbox-connection';
import { prepareCase } from './case-actions';
import { caseFileOf } from './case-file';

let harness: Harness;
let made: string[];

beforeEach(async () => {
  harness = await freshHarness();
  made = [];
  const workspaces: WorkspaceControl = {
    current: { name: 'My sandbox' },
    list: () => [{ name: 'My sandbox' }],
    create: (name) => (made.push(name), { id: `w-${made.length}`, name }),
    remove: async () => undefined,
    hrefOf: (target) => `https://app.test/?workspace=${target ?? ''}`,
  };
  connectSandbox({
    client: createSandboxClient({ base: BASE, status: STATUS }),
    changes: harness.store,
    openLog: openEntryLog,
    workspaces,
  });
});

async function caseText(name: string): Promise<string> {
  const snapshot = (await harness.json('GET', `${BASE}/_sandbox/export`)).body;
  return JSON.stringify(caseFileOf(name, snapshot, [], Date.UTC(2026, 0, 15, 12, 30), undefined));
}

describe('opening a case file', () => {
  it('names the new workspace by the name inside the case, not the file’s', async () => {
    expect(prepareCase(await caseText('Case 4211: double charge'))).toBe('https://app.test/?workspace=w-1');
    expect(made).toEqual(['Case 4211: double charge']);
  });

  it('tells a case saved from someone’s own sandbox from the reader’s own by when it was saved', async () => {
    prepareCase(await caseText('My sandbox'));
    expect(made).toEqual(['My sandbox (case saved 2026-01-15 12:30 UTC)']);
  });
});
