/**
 * Puts this page in its workspace before the store opens: chooses the database, writes its
 * `?workspace=` into the address without a reload, and forgets scenario and embed databases
 * that have outlived their use.
 */
import { shortRandomId } from '../../gateway/core';
import { scenarioLinkOf, staleWorkspaces, urlInWorkspace, workspaceFor, type Workspace } from './workspace';

/** The workspace of this page; its address names it from now on. */
export function enterWorkspace(): Workspace {
  const here = new URL(location.href);
  const workspace = workspaceFor(here, Date.now(), shortRandomId);
  const address = urlInWorkspace(here, workspace);
  if (address.href !== here.href) history.replaceState(history.state, '', address);
  void forgetStaleWorkspaces().catch(() => undefined);
  reloadForOtherScenarios(workspace);
  return workspace;
}

/**
 * A scenario link typed or followed in an open page needs a workspace of its own, which only a
 * load can choose, and an embed link its own runtime: such a hash change reloads the page. Added
 * before the app subscribes to hash changes, it keeps the app from ever seeing the new route (and
 * running the scenario here).
 */
function reloadForOtherScenarios(workspace: Workspace): void {
  window.addEventListener('hashchange', (event) => {
    const link = scenarioLinkOf(location.hash);
    // An embed always reloads: the page's entry runs it on a runtime of its own, not in this app.
    if (!link || (link.kind === 'scenario' && link.data === workspace.madeFor)) return;
    event.stopImmediatePropagation();
    location.reload();
  });
}

/**
 * `{checkout_url}` in this workspace: this very page with a hash route, so `redirectUrl` opens
 * from any static host, under a sub-path too, with no rewrite rules; its `?externalId=` lives
 * inside the hash, and `?workspace=` takes the new tab to the database that holds the payment.
 */
export function checkoutUrlIn(workspace: Workspace): string {
  const page = urlInWorkspace(new URL(location.pathname, location.origin), workspace);
  return `${page.href}#/checkout`;
}

/**
 * Deletes old workspace databases. A database still open in another tab is deleted once that
 * tab lets go of it, so an embed left open for long keeps working.
 */
async function forgetStaleWorkspaces(): Promise<void> {
  const names = (await indexedDB.databases()).flatMap((database) => (database.name ? [database.name] : []));
  for (const name of staleWorkspaces(names, Date.now())) indexedDB.deleteDatabase(name);
}
