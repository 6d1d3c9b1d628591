/**
 * Which IndexedDB database a page works in. The user's own workspace is `gateway-playground`; a
 * scenario link or an embed gets a fresh database of its own on every load, so it never reads or
 * changes the user's data and two embeds on one page never see each other's. The page's
 * `?workspace=<id>` names it from then on, so the checkout that a `redirectUrl` opens in a new
 * tab (and a reload of any screen but the scenario itself) stays in the same workspace. The
 * user may also keep named workspaces of their own (a merchant's case beside their own work),
 * which are kept until the user deletes them.
 */

export const MAIN_DATABASE = 'gateway-playground';

type WorkspaceKind = 'main' | 'named' | 'scenario' | 'embed';

export interface Workspace {
  kind: WorkspaceKind;
  databaseName: string;
  /** The `?workspace=` value that names it; absent for the user's own workspace. */
  id?: string;
  /** The scenario data it was made for on this load; another scenario needs another workspace. */
  madeFor?: string;
}

/**
 * The scenario in a `#/scenario/<data>` or `#/embed/<data>` hash, if it is one. An embed's frame
 * is one even with its data missing: it must never start the full app (a service worker and
 * storage in someone's docs page), and says instead that it holds no scenario.
 */
export function scenarioLinkOf(hash: string): { kind: 'scenario' | 'embed'; data: string } | undefined {
  const match = /^#?\/?(scenario|embed)\/([^/?]*)/.exec(hash);
  if (!match || (match[1] === 'scenario' && !match[2])) return undefined;
  return { kind: match[1] as 'scenario' | 'embed', data: match[2]! };
}

const PREFIX = { scenario: 's', embed: 'e' } as const;
const ID_SHAPE = /^([sew])-([0-9a-z]+)-([0-9a-z]+)$/;
const KIND_OF_PREFIX: Record<string, WorkspaceKind> = { s: 'scenario', e: 'embed', w: 'named' };

/** How long a workspace is kept after it was made: an embed lives as long as its page view. */
const KEEP_MS: Record<'s' | 'e', number> = { e: 60 * 60 * 1000, s: 7 * 24 * 60 * 60 * 1000 };

/**
 * The workspace for a page at `url`: a fresh one for `#/scenario/…` and `#/embed/…`, the one its
 * `?workspace=` names otherwise (a malformed name falls back to the user's own), else the user's.
 */
export function workspaceFor(url: URL, now: number, random: () => string): Workspace {
  const link = scenarioLinkOf(url.hash);
  if (link) return { ...named(`${PREFIX[link.kind]}-${now.toString(36)}-${random()}`), madeFor: link.data };
  const id = url.searchParams.get('workspace');
  return id && ID_SHAPE.test(id) ? named(id) : { kind: 'main', databaseName: MAIN_DATABASE };
}

/** `url` with `?workspace=` naming `workspace` (removed for the user's own), hash kept. */
export function urlInWorkspace(url: URL, workspace: Workspace): URL {
  const next = new URL(url);
  if (workspace.id) next.searchParams.set('workspace', workspace.id);
  else next.searchParams.delete('workspace');
  return next;
}

/** The databases among `names` that belong to scenarios and embeds past their keeping time. */
export function staleWorkspaces(names: string[], now: number): string[] {
  return names.filter((name) => {
    const match = ID_SHAPE.exec(name.slice(MAIN_DATABASE.length + 1));
    // Named workspaces are the user's: kept until they delete them.
    if (!name.startsWith(`${MAIN_DATABASE}:`) || !match || match[1] === 'w') return false;
    const made = parseInt(match[2]!, 36);
    return now - made > KEEP_MS[match[1] as 's' | 'e'];
  });
}

/** A new named workspace's id, made at `now`. */
export function newNamedWorkspaceId(now: number, random: () => string): string {
  return `w-${now.toString(36)}-${random()}`;
}

/** The database a workspace id names. */
export function databaseOf(id: string): string {
  return `${MAIN_DATABASE}:${id}`;
}

function named(id: string): Workspace {
  return { kind: KIND_OF_PREFIX[id[0]!]!, databaseName: databaseOf(id), id };
}
