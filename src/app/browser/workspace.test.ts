import { describe, expect, it } from 'vitest';
import { databaseOf, MAIN_DATABASE, newNamedWorkspaceId, scenarioLinkOf, staleWorkspaces, urlInWorkspace, workspaceFor } from './workspace';

const NOW = Date.UTC(2026, 10, 22, 5, 0, 0);
const app = (rest: string) => new URL(`https://docs.example/sub/app/${rest}`);
const id = (kind: string, made: number) => `${kind}-${made.toString(36)}-r4nd`;

describe('choosing a workspace', () => {
  it("opens the user's own database for the screens", () => {
    expect(workspaceFor(app('#/keys'), NOW, () => 'x')).toEqual({ kind: 'main', databaseName: MAIN_DATABASE });
    expect(workspaceFor(app(''), NOW, () => 'x').databaseName).toBe(MAIN_DATABASE);
  });

  it('gives every load of a scenario or an embed a fresh database, whatever the page names', () => {
    const scenario = workspaceFor(app('?workspace=s-abc-def#/scenario/eyJ2IjoxfQ'), NOW, () => 'q1');
    expect(scenario).toEqual({
      kind: 'scenario',
      id: `s-${NOW.toString(36)}-q1`,
      databaseName: `${MAIN_DATABASE}:s-${NOW.toString(36)}-q1`,
      madeFor: 'eyJ2IjoxfQ',
    });
    expect(workspaceFor(app('#/embed/eyJ2IjoxfQ'), NOW, () => 'q2').id).toBe(`e-${NOW.toString(36)}-q2`);
  });

  it('stays in the workspace the page names, so a checkout link opens where its payment is', () => {
    expect(workspaceFor(app('?workspace=e-abc-def#/checkout/p?externalId=h'), NOW, () => 'x')).toEqual({
      kind: 'embed',
      id: 'e-abc-def',
      databaseName: `${MAIN_DATABASE}:e-abc-def`,
    });
    expect(workspaceFor(app('?workspace=../../evil#/keys'), NOW, () => 'x').databaseName).toBe(MAIN_DATABASE);
  });

  it('writes the workspace into the URL and keeps the hash', () => {
    const workspace = workspaceFor(app('#/embed/abc'), NOW, () => 'q');
    expect(urlInWorkspace(app('#/embed/abc'), workspace).href).toBe(`https://docs.example/sub/app/?workspace=${workspace.id}#/embed/abc`);
  });
});

describe('scenario links', () => {
  it('reads the kind and data of a scenario or embed hash, and nothing else', () => {
    expect(scenarioLinkOf('#/scenario/z.abc')).toEqual({ kind: 'scenario', data: 'z.abc' });
    expect(scenarioLinkOf('#/embed/abc')).toEqual({ kind: 'embed', data: 'abc' });
    expect(scenarioLinkOf('#/checkout/p?externalId=h')).toBeUndefined();
    expect(scenarioLinkOf('#/scenario/')).toBeUndefined();
    expect(scenarioLinkOf('#/embed/')).toEqual({ kind: 'embed', data: '' });
    expect(scenarioLinkOf('#/embed//')).toEqual({ kind: 'embed', data: '' });
  });
});

describe('cleaning up', () => {
  it('drops embeds after an hour and scenarios after a week, never the main database or foreign ones', () => {
    const names = [
      MAIN_DATABASE,
      'something-else',
      `${MAIN_DATABASE}:${id('e', NOW - 2 * 3600_000)}`,
      `${MAIN_DATABASE}:${id('e', NOW - 60_000)}`,
      `${MAIN_DATABASE}:${id('s', NOW - 2 * 3600_000)}`,
      `${MAIN_DATABASE}:${id('s', NOW - 8 * 24 * 3600_000)}`,
    ];
    expect(staleWorkspaces(names, NOW)).toEqual([names[2], names[5]]);
  });
});

describe('named workspaces', () => {
  it('are opened by the id the page names, and never forgotten as stale', () => {
    const made = newNamedWorkspaceId(NOW - 365 * 24 * 60 * 60 * 1000, () => 'k9');
    expect(workspaceFor(app(`?workspace=${made}#/records`), NOW, () => 'x')).toEqual({
      kind: 'named',
      id: made,
      databaseName: `${MAIN_DATABASE}:${made}`,
    });
    expect(staleWorkspaces([databaseOf(made)], NOW)).toEqual([]);
  });
});
