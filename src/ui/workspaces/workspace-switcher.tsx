/**
 * The header's workspace switcher: the user's own sandbox, their named workspaces (a merchant's
 * case beside their own work), a new one, and deleting the one shown. Each workspace is a
 * database of its own, so switching loads the page in it.
 */
import { useState, type FormEvent } from 'react';
import type { WorkspaceControl } from '../shared/sandbox-connection';

const NEW = 'new';

export function WorkspaceSwitcher({
  control,
  go = (href) => location.assign(href),
}: {
  control: WorkspaceControl;
  go?: (href: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  const { current } = control;
  const listed = control.list();
  // A scenario's or an embed's workspace is not in the list, but it is where the page is.
  const entries = listed.some((entry) => entry.id === current.id) ? listed : [...listed, current];

  function choose(value: string) {
    if (value === NEW) return setCreating(true);
    go(control.hrefOf(value || undefined));
  }

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    go(control.hrefOf(control.create(String(name ?? '')).id));
  }

  async function remove() {
    if (!current.id || !confirm(`Delete the workspace “${current.name}” and everything stored in it?`)) return;
    await control.remove(current.id);
    go(control.hrefOf());
  }

  return (
    <div className="workspace-switcher">
      <select aria-label="Workspace" value={current.id ?? ''} onChange={(event) => choose(event.target.value)}>
        {entries.map((entry) => (
          <option key={entry.id ?? ''} value={entry.id ?? ''}>
            {entry.name}
          </option>
        ))}
        <option value={NEW}>New workspace…</option>
      </select>
      {current.id && listed.some((entry) => entry.id === current.id) && (
        <button type="button" className="button button--small" onClick={() => void remove()}>
          Delete workspace
        </button>
      )}
      {creating && (
        <form className="workspace-new" aria-label="New workspace" onSubmit={create}>
          <input name="name" aria-label="Name" placeholder="Case 4211" required autoFocus />
          <button type="submit" className="button button--small">
            Create
          </button>
          <button type="button" className="button button--small" onClick={() => setCreating(false)}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}
