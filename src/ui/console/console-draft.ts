/**
 * The request being edited, kept so that a reload, or a switch of workspace and back, finds it as
 * it was left: the environment, the operation, method, URL, headers and body. The key is not part
 * of it (the workspace's working key is, `keys/working-key.ts`), nor is the answer (the history
 * keeps what was sent and answered).
 *
 * It lives in this tab's sessionStorage under the workspace's id (docs/decisions/console-drafts.md):
 * a draft is the tab's, as an API client's tab is, so two tabs on one workspace do not overwrite
 * each other's half-typed body; it is no sandbox data, so an export, a case file or a reset never
 * carries it; and it is read synchronously, so the form shows it from its first paint.
 */
import { create } from 'zustand';
import { workspaceEntry } from '../shared/workspace-entry';
import type { ConsoleRequest } from './console-request';
import type { Environment } from './environments';

export interface ConsoleDraft {
  env: Environment;
  /** The catalogue's operation the URL was made for, if any. */
  operationId: string | null;
  request: Omit<ConsoleRequest, 'apiKey'>;
}

/** This tab's draft of the current workspace (sessionStorage). */
const stored = workspaceEntry('gateway-playground:console-draft', 'sessionStorage');

/** The draft this tab keeps for the workspace, or null when none (or one this build cannot read). */
export function readDraft(): ConsoleDraft | null {
  try {
    const text = stored.read();
    return text ? draftOf(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** Keeps `draft` for the workspace in this tab; a refusal (quota, a blocked frame) keeps it for the page's life only. */
export function writeDraft(draft: ConsoleDraft): void {
  useDraftEnvironment.setState({ env: draft.env });
  stored.write(JSON.stringify(draft));
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The stored value as a draft when it has a draft's shape: an older or hand-edited entry is dropped, not half-applied. */
function draftOf(value: unknown): ConsoleDraft | null {
  const draft = value as Partial<ConsoleDraft> | null;
  const request = draft?.request;
  if (draft?.env !== 'sandbox' && draft?.env !== 'production') return null;
  if (!request || !isString(request.method) || !isString(request.url) || !isString(request.body)) return null;
  if (!Array.isArray(request.headers) || !request.headers.every((row) => isString(row?.name) && isString(row?.value))) return null;
  const headers = request.headers.map(({ name, value }) => ({ name, value }));
  return {
    env: draft.env,
    operationId: isString(draft.operationId) ? draft.operationId : null,
    request: { method: request.method, url: request.url, headers, body: request.body },
  };
}

/** The console's environment as last edited, for the header on every screen; undefined until an edit on this page. */
const useDraftEnvironment = create<{ env: Environment | undefined }>()(() => ({ env: undefined }));

/** The environment the console works in: as edited on this page, else as the tab's draft left it, else the sandbox. */
export function useConsoleEnvironment(): Environment {
  return useDraftEnvironment((state) => state.env) ?? readDraft()?.env ?? 'sandbox';
}
