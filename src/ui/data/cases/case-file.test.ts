import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, newPartner, newProduct, openHarness, type Harness } from '../../../../test/support/harness';
import type { HistoryEntry } from '../../console/history/history';
import { caseFileName, caseFileOf, readCaseFile, workingKeyOfCase } from './case-file';

let harness: Harness;
let snapshot: any;

const sent: HistoryEntry = {
  id: 7,
  sentAt: 1,
  env: 'sandbox',
  request: { method: 'GET', url: `${BASE}/api/pay/plugin/webhook`, apiKey: 'sk_test_x', headers: [], body: '' },
  status: 200,
  answer: { statusText: 'OK', headers: [['content-type', 'application/json']], body: '[]' },
};

beforeEach(async () => {
  harness = await openHarness();
  const key = (await newPartner(harness)).keys.sandbox;
  await newProduct(harness, key, { name: 'Mugs' });
  snapshot = (await harness.json('GET', `${BASE}/_sandbox/export`)).body;
});

afterEach(() => harness.close());

describe('case files', () => {
  it('read back exactly what was saved, the history’s log ids left out', () => {
    const saved = caseFileOf('Case 4211', snapshot, [sent], 5);
    const { id: _id, ...entry } = sent;

    expect(readCaseFile(JSON.stringify(saved))).toEqual({
      format: 'gateway-playground-case',
      version: 1,
      name: 'Case 4211',
      savedAt: 5,
      snapshot,
      history: [entry],
    });
  });

  it('refuse a file that is not JSON, or JSON that is not a case', () => {
    expect(() => readCaseFile('<html>')).toThrow('This file is not a case: it is not JSON.');
    expect(() => readCaseFile(JSON.stringify(snapshot))).toThrow('This file is not a Gateway Playground case file.');
  });

  it('refuse damaged data naming the record, as an import would', () => {
    const damaged = structuredClone(snapshot);
    damaged.collections.products[0].partnerId = '0190abcd-0000-7000-8000-00000000dead';
    expect(() => readCaseFile(JSON.stringify(caseFileOf('x', damaged, [], 1)))).toThrow(
      /^This case’s data is damaged: Bad snapshot record products\[0\] \(".+"\): partnerId: no partners record 0190abcd-0000-7000-8000-00000000dead\.$/,
    );
  });

  it('refuse a damaged history entry, naming it', () => {
    const file = { ...caseFileOf('x', snapshot, [], 1), history: [{ ...sent, env: 'staging' }] };
    expect(() => readCaseFile(JSON.stringify(file))).toThrow(/^This case’s console history is damaged: entry 0, env: /);
  });

  it('open on the key saved with them, else on the key the history used, else on the newest product’s partner', async () => {
    const owner = snapshot.collections.apiKeys.find((key: { env: string }) => key.env === 'sandbox').key;
    const later = (await newPartner(harness, { name: 'Made later' })).keys.sandbox;
    const both = (await harness.json('GET', `${BASE}/_sandbox/export`)).body;

    expect(workingKeyOfCase(readCaseFile(JSON.stringify(caseFileOf('x', both, [], 1, later))))).toBe(later);
    expect(workingKeyOfCase(readCaseFile(JSON.stringify(caseFileOf('x', both, [], 1, 'sk_test_gone'))))).toBe(owner);
    const usedLater = { ...sent, request: { ...sent.request, apiKey: later } };
    expect(workingKeyOfCase(readCaseFile(JSON.stringify(caseFileOf('x', both, [usedLater], 1))))).toBe(later);
    expect(workingKeyOfCase(readCaseFile(JSON.stringify(caseFileOf('x', both, [sent], 1))))).toBe(owner);
  });

  it('are named after the workspace, safely for any file system', () => {
    expect(caseFileName('Case 4211 / "Mugs"', new Date(Date.UTC(2026, 0, 15, 12)))).toBe('case-Case-4211-Mugs-2026-01-15T12-00-00Z.json');
  });
});
