/** The reference's state: the operations read from the OpenAPI document, and the filter. */
import { create } from 'zustand';
import { fetchOpenApi } from '../console';
import type { Components } from './schema-fields';
import { referenceOperationsOf, type ReferenceDocument, type ReferenceOperation } from './reference-document';

interface ReferenceState {
  phase: 'loading' | 'ready' | 'failed';
  operations: ReferenceOperation[];
  /** The document's named schemas, which the operations' `$ref`s point into. */
  components: Components;
  problem: string | null;
  /** What the filter box holds. */
  query: string;
  load(): Promise<void>;
  setQuery(query: string): void;
}

export const useReferenceStore = create<ReferenceState>((set, get) => ({
  phase: 'loading',
  operations: [],
  components: {},
  problem: null,
  query: '',
  async load() {
    if (get().phase === 'ready') return;
    set({ phase: 'loading', problem: null });
    try {
      const document = (await fetchOpenApi()) as ReferenceDocument;
      set({ phase: 'ready', operations: referenceOperationsOf(document), components: document.components?.schemas ?? {} });
    } catch (error) {
      set({ phase: 'failed', problem: `The OpenAPI document could not be read: ${(error as Error).message}` });
    }
  },
  setQuery: (query) => set({ query }),
}));
