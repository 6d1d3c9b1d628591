/**
 * The Console screen's zustand slice: the catalogue, the request being edited, the last answer
 * with its explanations, the stored records the path pickers offer, and the history.
 */
import { create } from 'zustand';
import { type PartnerKeys, keyToOffer, workingKey } from '../keys';
import { describeFailure } from '../shared/sandbox-client';
import { connection } from '../shared/sandbox-connection';
import { findOperation, operationsOf, type Operation, fillPath, matchPath, paramsOf } from './catalogue';
import { externalIdTaken, fetchOpenApi, fetchRecords, sendConsoleRequest, type ConsoleAnswer } from './console-api';
import { sendsBody, type ConsoleRequest } from './console-request';
import { syntaxErrorOf, isKeyless, requestAsSent, optionsFor, type StoredRecords, requestUrl } from './request';
import { hostOfUrl, hostsOf, type Environment } from './environments';
import { HISTORY_DB, matchesHistory, recordedAnswer, storedAnswerOf, type ConsoleHistory, type HistoryEntry } from './history';
import { bodyField, explain, failureOf } from './console-exchange';
import { readDraft, writeDraft } from './console-draft';

interface ConsoleState {
  operations: Operation[];
  /** Why the catalogue could not be read. */
  catalogueError: string | null;
  operationId: string | null;
  env: Environment;
  request: ConsoleRequest;
  /**
   * Counts the documents the body editor has shown: an example, a replay or a restored draft is a
   * new one, with an undo history of its own, not an edit of the last (Ctrl+Z never empties it).
   */
  document: number;
  /** Whether the tab's draft was read: until then the empty form must not overwrite it. */
  draftRead: boolean;
  /** Once the person types a key, no offered key replaces it. */
  keyEdited: boolean;
  /** Path values the person picked, reused by the next operation with the same parameter. */
  picked: Record<string, string>;
  records: StoredRecords | null;
  answer: ConsoleAnswer | null;
  /** What in the request caused an answer that gives no reason (a bare 400 or 500). */
  reasons: string[];
  surprises: string[];
  /** Why the request never got an answer (a bad URL, a network error). */
  failure: string | null;
  sending: boolean;
  /** Why the body about to be sent is not JSON: set instead of sending, until the person says send anyway. */
  unparsedBody: string | null;
  history: HistoryEntry[];
  historyQuery: string;
  paletteOpen: boolean;
  /** Restores the tab's draft (once), then reads the catalogue, the stored records and the history. */
  load(): Promise<void>;
  /** Offers the key in use on any screen, else the newest of the environment; ignored once the person typed one. */
  offerKeys(partners: readonly PartnerKeys[]): void;
  pick(operationId: string): void;
  setParam(name: string, value: string): void;
  switchEnv(env: Environment, partners: readonly PartnerKeys[]): void;
  edit(patch: Partial<ConsoleRequest>): void;
  /** Sends the request; a body that is not JSON is sent only `anyway`, else the person is asked first. */
  send(options?: { anyway?: boolean }): Promise<void>;
  /** Leaves a body that is not JSON unsent, to edit it. */
  keepEditing(): void;
  replay(entry: HistoryEntry): void;
  clearHistory(): Promise<void>;
  searchHistory(query: string): void;
  setPaletteOpen(open: boolean): void;
}

let history: Promise<ConsoleHistory> | null = null;
/** The history database, opened on first use. */
const historyDb = () => (history ??= connection().openLog<HistoryEntry>(HISTORY_DB));

const EMPTY_REQUEST: ConsoleRequest = { method: 'GET', url: '', apiKey: '', headers: [], body: '' };

/** `{name}` left in a path is a parameter still to be chosen. */
const isPlaceholder = (value: string) => /^\{\w+\}$/.test(value);

/** The parameters a URL's path still holds as `{name}`, as typed or percent-encoded. */
function unfilledParams(url: string): string[] {
  const path = url.split(/[?#]/)[0] ?? '';
  return [
    ...path
      .replace(/%7B/gi, '{')
      .replace(/%7D/gi, '}')
      .matchAll(/\{(\w+)\}/g),
  ].map((match) => match[1]!);
}

export const useConsoleStore = create<ConsoleState>()((set, get) => {
  /** The operation chosen, when the URL still has its shape. */
  function current(): Operation | undefined {
    const { operations, operationId } = get();
    return operations.find((operation) => operation.id === operationId);
  }

  /** The URL of `operation` in `env`, each parameter the person's pick or else the newest record. */
  function urlOf(operation: Operation, env: Environment, values: Record<string, string>): string {
    const { records, request, picked } = get();
    const filled: Record<string, string> = {};
    for (const name of paramsOf(operation.path)) {
      const scope = { env, apiKey: request.apiKey, values: { ...picked, ...filled, ...values } };
      filled[name] = values[name] ?? picked[name] ?? (records ? optionsFor(name, records, scope)[0]?.value : undefined) ?? '';
    }
    const hosts = hostsOf(env);
    return (operation.host === 'status' ? hosts.status : hosts.base) + fillPath(operation.path, filled);
  }

  async function refreshRecords(): Promise<StoredRecords> {
    const records = await fetchRecords();
    set({ records });
    return records;
  }

  return {
    operations: [],
    catalogueError: null,
    operationId: null,
    env: 'sandbox',
    request: EMPTY_REQUEST,
    document: 0,
    draftRead: false,
    keyEdited: false,
    picked: {},
    records: null,
    answer: null,
    reasons: [],
    surprises: [],
    failure: null,
    sending: false,
    unparsedBody: null,
    history: [],
    historyQuery: '',
    paletteOpen: false,

    async load() {
      if (!get().draftRead) {
        const draft = readDraft();
        set((state) => ({
          draftRead: true,
          ...(draft && {
            env: draft.env,
            operationId: draft.operationId,
            request: { ...draft.request, apiKey: state.request.apiKey },
            document: state.document + 1,
          }),
        }));
      }
      try {
        const [document] = await Promise.all([fetchOpenApi(), refreshRecords()]);
        set({ operations: operationsOf(document), catalogueError: null });
      } catch (error) {
        set({ catalogueError: describeFailure(error) });
      }
      set({ history: await (await historyDb()).list() });
    },

    offerKeys(partners) {
      if (get().keyEdited) return;
      set((state) => ({
        // The key last used on any screen first: the console's own may be from before a visit elsewhere.
        request: { ...state.request, apiKey: keyToOffer(partners, state.env, [workingKey(), state.request.apiKey]) ?? '' },
      }));
    },

    pick(operationId) {
      const operation = get().operations.find((candidate) => candidate.id === operationId);
      if (!operation) return;
      set((state) => ({
        operationId,
        paletteOpen: false,
        // A new request: the last one's answer is not its answer.
        ...NO_ANSWER,
        document: state.document + 1,
        request: {
          ...state.request,
          method: operation.method,
          url: urlOf(operation, state.env, {}),
          body: operation.example ?? (operation.bodySchema ? '{}' : ''),
        },
      }));
    },

    setParam(name, value) {
      const operation = current();
      if (!operation) return;
      const values = { ...valuesOf(operation, get().request.url), [name]: value };
      set((state) => ({
        picked: { ...state.picked, [name]: value },
        request: { ...state.request, url: urlOf(operation, state.env, values) },
      }));
    },

    switchEnv(env, partners) {
      const { request } = get();
      const host = hostOfUrl(request.url);
      const hosts = hostsOf(env);
      const url = host ? (host.role === 'status' ? hosts.status : hosts.base) + request.url.trim().slice(host.origin.length) : request.url;
      set({ env, keyEdited: false, request: { ...request, url, apiKey: keyToOffer(partners, env, [workingKey(), request.apiKey]) ?? '' } });
    },

    edit(patch) {
      set((state) => ({ request: { ...state.request, ...patch }, keyEdited: state.keyEdited || 'apiKey' in patch, unparsedBody: null }));
    },

    keepEditing: () => set({ unparsedBody: null }),

    async send({ anyway = false } = {}) {
      const { env, operations, request: typed } = get();
      const syntax = sendsBody(typed) && !anyway ? syntaxErrorOf(typed.body) : undefined;
      // The gateway would only answer 400 "Malformed JSON request": ask before sending it.
      if (syntax) return set({ unparsedBody: syntax });
      set({ unparsedBody: null });
      const url = requestUrl(typed.url, typed.method, hostsOf(env), operations);
      if (url === undefined) {
        set({ ...NO_ANSWER, failure: 'Enter a full URL (https://…) or a path that starts with /, such as /api/product/pay.' });
        return;
      }
      // A path alone is sent, shown and kept in the history as the whole URL it went to.
      if (url !== typed.url) set({ request: { ...typed, url } });
      // A keyless operation goes, and is kept, without the key field's value.
      const request = requestAsSent({ ...typed, url }, operations);
      const unfilled = unfilledParams(request.url);
      if (unfilled.length > 0) {
        // Sent as it stands, `{productId}` would only come back as the gateway's 500 for a malformed id.
        const names = unfilled.map((name) => `{${name}}`).join(', ');
        set({ ...NO_ANSWER, failure: `Choose a value for ${names} first: type one, or create the record it names.` });
        return;
      }
      set({ sending: true, failure: null });
      const entry: HistoryEntry = { sentAt: Date.now(), env, request };
      try {
        const host = hostOfUrl(request.url);
        const operation = host && findOperation(operations, request.method, new URL(request.url.trim()).pathname, host.role);
        const productId = operation && valuesOf(operation, request.url).productId;
        const externalId = bodyField(request.body, 'externalId');
        // Asked just before sending: whether the externalId was taken is about the state it met.
        const taken =
          productId && externalId !== undefined ? await externalIdTaken(productId, String(externalId)).catch(() => false) : false;
        const answer = await sendConsoleRequest(request);
        set({ answer, ...explain(request, answer, env, operations, taken) });
        Object.assign(entry, { status: answer.status, durationMs: answer.durationMs, answer: recordedAnswer(answer) });
        void refreshRecords().catch(() => undefined);
      } catch (error) {
        set({ ...NO_ANSWER, failure: failureOf(error, request.url) });
      } finally {
        // A history that cannot be written (private mode, quota) must not leave the console busy.
        const saved = await historyDb()
          .then((db) => db.add(entry))
          .catch(() => entry);
        set((state) => ({ sending: false, history: [saved, ...state.history] }));
      }
    },

    replay(entry) {
      const { operations, request: current } = get();
      const host = hostOfUrl(entry.request.url);
      const operation = host && findOperation(operations, entry.request.method, new URL(entry.request.url).pathname, host.role);
      // A keyless request was kept without a key: the key field keeps the one the person works with.
      const keyless = isKeyless(entry.request, operations);
      const request = keyless ? { ...entry.request, apiKey: current.apiKey } : entry.request;
      // The entry's own answer, or none: never the answer of whatever was on screen before.
      const answer = storedAnswerOf(entry);
      const shown = answer
        ? { answer, failure: null, unparsedBody: null, ...explain(request, answer, entry.env, operations, false) }
        : { ...NO_ANSWER, failure: 'This request got no answer: it failed before reaching a server.' };
      set((state) => ({
        request,
        env: entry.env,
        keyEdited: keyless ? state.keyEdited : true,
        operationId: operation ? operation.id : null,
        document: state.document + 1,
        ...shown,
      }));
    },

    async clearHistory() {
      await (await historyDb()).clear();
      set({ history: [] });
    },

    searchHistory: (historyQuery) => set({ historyQuery }),
    setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
  };
});

// The request being edited is kept as the tab's draft as it changes, once the stored one was read.
useConsoleStore.subscribe((state, previous) => {
  if (!state.draftRead) return;
  if (state.request === previous.request && state.env === previous.env && state.operationId === previous.operationId) return;
  const { apiKey: _key, ...request } = state.request;
  writeDraft({ env: state.env, operationId: state.operationId, request });
});

const NO_ANSWER: Pick<ConsoleState, 'answer' | 'reasons' | 'surprises' | 'failure' | 'unparsedBody'> = {
  answer: null,
  reasons: [],
  surprises: [],
  failure: null,
  unparsedBody: null,
};

/** The values the URL holds for the operation's parameters; a `{name}` still there is no value. */
export function valuesOf(operation: Operation, url: string): Record<string, string> {
  let path = '';
  try {
    path = new URL(url.trim()).pathname;
  } catch {
    return {};
  }
  const values = matchPath(operation.path, path) ?? {};
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value && !isPlaceholder(value)));
}

/** The history entries matching the search, newest first. */
export function visibleHistory(state: Pick<ConsoleState, 'history' | 'historyQuery'>): HistoryEntry[] {
  return state.history.filter((entry) => matchesHistory(entry, state.historyQuery));
}
