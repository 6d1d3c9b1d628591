/**
 * The user's named workspaces: their names kept in localStorage (the databases hold only the
 * gateway's data), each opened by loading the page with its `?workspace=`. This is what the
 * header's switcher is handed; it never learns database names.
 */
import type { WorkspaceControl, WorkspaceEntry } from '../../ui/shared/sandbox-connection';
import { databaseOf, newNamedWorkspaceId, scenarioLinkOf, urlInWorkspace, type Workspace } from './workspace';

const NAMES_KEY = 'gateway-playground:workspaces';
const OWN: WorkspaceEntry = { name: 'My sandbox' };

type NameStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The named workspaces stored in `names`; anything unreadable counts as none. */
export function namedWorkspaces(names: NameStore): Required<WorkspaceEntry>[] {
  try {
    const list: unknown = JSON.parse(names.getItem(NAMES_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((entry) => typeof entry?.id === 'string' && typeof entry?.name === 'string') : [];
  } catch {
    return [];
  }
}

interface RegistryDeps {
  names: NameStore;
  here: () => URL;
  now: () => number;
  random: () => string;
  deleteDatabase: (name: string) => void;
}

/** The workspace control for a page working in `workspace`. */
export function workspaceRegistry(workspace: Workspace, deps: RegistryDeps): WorkspaceControl {
  const save = (list: WorkspaceEntry[]) => deps.names.setItem(NAMES_KEY, JSON.stringify(list));
  const nameOf = (): string => {
    if (!workspace.id) return OWN.name;
    const found = namedWorkspaces(deps.names).find((entry) => entry.id === workspace.id);
    return found?.name ?? (workspace.kind === 'embed' ? 'Embed' : workspace.kind === 'scenario' ? 'Scenario' : workspace.id);
  };
  return {
    current: { id: workspace.id, name: nameOf() },
    list: () => [OWN, ...namedWorkspaces(deps.names)],
    create(name) {
      const entry = { id: newNamedWorkspaceId(deps.now(), deps.random), name: name.trim() || 'Untitled' };
      save([...namedWorkspaces(deps.names), entry]);
      return entry;
    },
    async remove(id) {
      save(namedWorkspaces(deps.names).filter((entry) => entry.id !== id));
      deps.deleteDatabase(databaseOf(id));
    },
    hrefOf(id) {
      const target: Workspace = id ? { kind: 'named', id, databaseName: databaseOf(id) } : { kind: 'main', databaseName: '' };
      const url = urlInWorkspace(deps.here(), target);
      // A scenario's screen would make yet another scenario workspace; the other one opens on its console.
      url.hash = scenarioLinkOf(url.hash) ? '#/console' : screenOf(url.hash);
      return url.href;
    },
  };
}

/**
 * The part of a hash address that names a screen, not something stored in this workspace: a
 * Records search, filter or selected record, or a checkout's payment, names nothing in another
 * workspace (its list would read "No payments match"), so they stay behind.
 */
function screenOf(hash: string): string {
  const [path = ''] = hash.split('?');
  const [screen, collection] = path.replace(/^#\/?/, '').split('/');
  if (!screen) return path;
  if (screen === 'checkout') return '#/console';
  if (screen === 'records') return collection ? `#/records/${collection}` : '#/records';
  return path;
}
