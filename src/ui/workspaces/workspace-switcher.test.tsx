// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceControl, WorkspaceEntry } from '../shared/sandbox-connection';
import { WorkspaceSwitcher } from './workspace-switcher';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A control over an in-memory list, addresses `?workspace=<id>`. */
function controlIn(current: WorkspaceEntry, named: WorkspaceEntry[]): WorkspaceControl & { removed: string[] } {
  const list = [...named];
  const removed: string[] = [];
  return {
    current,
    removed,
    list: () => [{ name: 'My sandbox' }, ...list],
    create: (name) => {
      const entry = { id: `w-${list.length + 1}`, name };
      list.push(entry);
      return entry;
    },
    remove: async (id) => void removed.push(id),
    hrefOf: (id) => (id ? `?workspace=${id}` : '?'),
  };
}

describe('the workspace switcher', () => {
  it('shows the workspace the page is in and opens another one chosen', async () => {
    const go = vi.fn();
    render(<WorkspaceSwitcher control={controlIn({ name: 'My sandbox' }, [{ id: 'w-1', name: 'Case 4211' }])} go={go} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Workspace' });
    expect(select.selectedOptions[0]!.textContent).toBe('My sandbox');

    await userEvent.selectOptions(select, 'Case 4211');

    expect(go).toHaveBeenCalledWith('?workspace=w-1');
  });

  it('makes a named workspace and opens it', async () => {
    const go = vi.fn();
    const control = controlIn({ name: 'My sandbox' }, []);
    render(<WorkspaceSwitcher control={control} go={go} />);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), 'New workspace…');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Case 77');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(control.list()).toEqual([{ name: 'My sandbox' }, { id: 'w-1', name: 'Case 77' }]);
    expect(go).toHaveBeenCalledWith('?workspace=w-1');
  });

  it('deletes the named workspace shown after asking, and returns to the user’s own', async () => {
    const go = vi.fn();
    const control = controlIn({ id: 'w-1', name: 'Case 4211' }, [{ id: 'w-1', name: 'Case 4211' }]);
    render(<WorkspaceSwitcher control={control} go={go} />);
    vi.stubGlobal('confirm', vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true));

    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));
    expect(control.removed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete workspace' }));

    expect(control.removed).toEqual(['w-1']);
    expect(go).toHaveBeenCalledWith('?');
  });

  it('offers no deleting of the user’s own workspace', () => {
    render(<WorkspaceSwitcher control={controlIn({ name: 'My sandbox' }, [])} go={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });
});
