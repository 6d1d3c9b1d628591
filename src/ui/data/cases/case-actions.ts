/**
 * Saving a workspace as a case file, and opening one in a workspace of its own. Opening happens
 * across a load: the file is checked here, a named workspace made, the text held in this tab's
 * session storage, and the page loaded in the new workspace, whose Data screen then imports it.
 */
import { HISTORY_DB, type HistoryEntry } from '../../console';
import { downloadText, importSnapshotText, readSnapshot } from '../data-api';
import { connection } from '../../shared/sandbox-connection';
import { useWorkingKey, workingKey } from '../../keys';
import { caseFileName, caseFileOf, readCaseFile, workingKeyOfCase } from './case-file';

const PENDING = 'gateway-playground:pending-case:';

const historyLog = () => connection().openLog<HistoryEntry>(HISTORY_DB);

/** Downloads this workspace as a case file named after it; answers the file's name. */
export async function saveCase(name: string, now = new Date()): Promise<string> {
  const [snapshot, history] = await Promise.all([readSnapshot(), historyLog().then((log) => log.list())]);
  const fileName = caseFileName(name, now);
  downloadText(fileName, JSON.stringify(caseFileOf(name, snapshot, history, now.getTime(), workingKey())));
  return fileName;
}

/**
 * Checks `text` as a case (throwing CaseFileError, with nothing made, when it is not one), makes
 * a workspace named by the case (whatever its file is called) and answers the address that opens
 * it there.
 */
export function prepareCase(text: string): string {
  const control = connection().workspaces;
  if (!control) throw new Error('This page cannot open workspaces: it is connected to a server.');
  const opened = readCaseFile(text);
  // A case saved from someone's own sandbox would otherwise look like the reader's own.
  const own = control.list().find((entry) => !entry.id)?.name;
  const workspace = control.create(opened.name === own ? `${opened.name} (case saved ${savedAtText(opened.savedAt)})` : opened.name);
  sessionStorage.setItem(PENDING + workspace.id, text);
  return control.hrefOf(workspace.id);
}

/** `2026-01-15 12:30 UTC`: when a case was saved, to the minute. */
function savedAtText(savedAt: number): string {
  return `${new Date(savedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Imports the case held for this workspace, if any; answers the workspace's name. */
export async function openPendingCase(): Promise<string | null> {
  const id = connection().workspaces?.current.id;
  const text = id ? sessionStorage.getItem(PENDING + id) : null;
  if (!text) return null;
  sessionStorage.removeItem(PENDING + id);
  const opened = readCaseFile(text);
  await importSnapshotText(JSON.stringify(opened.snapshot));
  const log = await historyLog();
  // The log lists newest first; added oldest first, it lists them as they were.
  for (const entry of [...opened.history].reverse()) await log.add(entry);
  // The case's own key, not whichever partner happens to be newest in its data.
  const key = workingKeyOfCase(opened);
  if (key) useWorkingKey.getState().use(key);
  return connection().workspaces?.current.name ?? opened.name;
}
