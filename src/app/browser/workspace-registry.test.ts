import { describe, expect, it } from 'vitest';
import { MAIN_DATABASE } from './workspace';
import { namedWorkspaces, workspaceRegistry } from './workspace-registry';

function memoryNames() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

function registryIn(id?: string, hash = '#/records/payments') {
  const names = memoryNames();
  const deleted: string[] = [];
  let made = 0;
  const deps = {
    names,
    here: () => new URL(`https://app.example/sub/${id ? `?workspace=${id}` : ''}${hash}`),
    now: () => Date.UTC(2026, 10, 22),
    random: () => `ab${++made}`,
    deleteDatabase: (name: string) => void deleted.push(name),
  };
  return { names, deleted, deps, registry: workspaceRegistry({ kind: 'main', databaseName: MAIN_DATABASE, id }, deps) };
}

describe('the workspace registry', () => {
  it('lists the user’s own workspace first, then each named one as made', () => {
    const { registry } = registryIn();
    const made = registry.create('  Case 4211 ');

    expect(made).toEqual({ id: `w-${Date.UTC(2026, 10, 22).toString(36)}-ab1`, name: 'Case 4211' });
    expect(registry.list()).toEqual([{ name: 'My sandbox' }, made]);
    expect(registry.current).toEqual({ id: undefined, name: 'My sandbox' });
  });

  it('opens a workspace at the same screen, the user’s own without ?workspace=', () => {
    const { registry } = registryIn('w-abc-def');
    expect(registry.hrefOf('w-xyz-123')).toBe('https://app.example/sub/?workspace=w-xyz-123#/records/payments');
    expect(registry.hrefOf()).toBe('https://app.example/sub/#/records/payments');
  });

  it('opens another workspace on the same screen without this one’s filters or selected record', () => {
    // A search or a record of this workspace would show "No payments match" in the other one.
    const { registry } = registryIn(undefined, '#/records/payments/0190b6a2?q=order-7&productId=p-1');
    expect(registry.hrefOf('w-xyz-123')).toBe('https://app.example/sub/?workspace=w-xyz-123#/records/payments');
    expect(registryIn(undefined, '#/records?q=x').registry.hrefOf()).toBe('https://app.example/sub/#/records');
    expect(registryIn(undefined, '#/checkout/p-1?externalId=h-1').registry.hrefOf()).toBe('https://app.example/sub/#/console');
    expect(registryIn(undefined, '#/reference/createPayment').registry.hrefOf()).toBe('https://app.example/sub/#/reference/createPayment');
    expect(registryIn(undefined, '').registry.hrefOf()).toBe('https://app.example/sub/');
  });

  it('leaves a scenario’s screen for the console, since a scenario link would make a workspace of its own', () => {
    const { deps } = registryIn();
    const registry = workspaceRegistry(
      { kind: 'scenario', id: 's-abc-def', databaseName: '' },
      { ...deps, here: () => new URL('https://app.example/?workspace=s-abc-def#/scenario/eyJ2IjoxfQ') },
    );
    expect(registry.current.name).toBe('Scenario');
    expect(registry.hrefOf()).toBe('https://app.example/#/console');
  });

  it('deletes a named workspace’s name and database, leaving the others', async () => {
    const { registry, deleted, names } = registryIn();
    const a = registry.create('A');
    registry.create('B');

    await registry.remove(a.id!);

    expect(deleted).toEqual([`${MAIN_DATABASE}:${a.id}`]);
    expect(namedWorkspaces(names).map((entry) => entry.name)).toEqual(['B']);
  });

  it('reads a damaged list of names as none', () => {
    const { names } = registryIn();
    names.setItem('gateway-playground:workspaces', '{not json');
    expect(namedWorkspaces(names)).toEqual([]);
  });
});
