/** The Console screen's zustand slice: the form, the last answer, and ids learnt for the examples. */
import { create } from 'zustand';
import { EXAMPLES, type ExampleContext } from './examples';
import { sendRequest, type ConsoleRequest, type ConsoleResponse } from './send-request';

interface ConsoleState {
  request: ConsoleRequest;
  /** Once the person types a key, the newest key no longer replaces it. */
  keyEdited: boolean;
  response: ConsoleResponse | null;
  sending: boolean;
  /** Why the request never got an answer (a bad URL, a network error). */
  failure: string | null;
  learnt: ExampleContext;
  edit(patch: Partial<ConsoleRequest>): void;
  /** Offers the newest sandbox key; ignored once the person chose one. */
  offerKey(key: string | undefined): void;
  fillExample(id: string): void;
  send(): Promise<void>;
}

const firstExample = EXAMPLES[0]!.build({});

export const useConsoleStore = create<ConsoleState>()((set, get) => ({
  request: { ...firstExample, apiKey: '' },
  keyEdited: false,
  response: null,
  sending: false,
  failure: null,
  learnt: {},
  edit: (patch) =>
    set((state) => ({ request: { ...state.request, ...patch }, keyEdited: state.keyEdited || 'apiKey' in patch })),
  offerKey: (key) => {
    if (!get().keyEdited) set((state) => ({ request: { ...state.request, apiKey: key ?? '' } }));
  },
  fillExample: (id) => {
    const example = EXAMPLES.find((candidate) => candidate.id === id);
    if (example) set((state) => ({ request: { ...state.request, ...example.build(state.learnt) } }));
  },
  send: async () => {
    set({ sending: true, failure: null });
    try {
      const response = await sendRequest(get().request);
      set((state) => ({ response, learnt: { ...state.learnt, ...response.learnt } }));
    } catch (error) {
      set({ response: null, failure: (error as Error).message || String(error) });
    } finally {
      set({ sending: false });
    }
  },
}));
