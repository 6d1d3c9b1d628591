/**
 * The webhooks manager's slice: which partner key it works with and that partner's webhooks,
 * read again after each of its own changes. Failures keep the gateway's own words.
 */
import { create } from 'zustand';
import { useKeysStore, useWorkingKey } from '../keys';
import { describeFailure } from '../shared/sandbox-client';
import * as api from './hooklab-api';

/** A product the webhooks can be assigned to, as a person names it. */
export interface ProductChoice {
  id: string;
  name: string;
  shortName?: string | null;
}

interface ManagerState {
  key: string;
  webhooks: api.WebhookView[];
  /** The key's partner's sandbox products, newest first: what assignment picks from by name. */
  products: ProductChoice[];
  loaded: boolean;
  error: string | null;
  /** The webhook registered last, so the screen can point it out. */
  createdId: string | null;
  choose(key: string): Promise<void>;
  refresh(): Promise<void>;
  /** Each change answers null when the gateway took it, else its error as text. */
  create(input: api.WebhookInput): Promise<string | null>;
  update(id: string, input: Partial<api.WebhookInput> & { requestTemplate?: unknown }): Promise<string | null>;
  assign(id: string, productId: string): Promise<string | null>;
}

export const useManagerStore = create<ManagerState>()((set, get) => {
  /** Runs one change and re-reads the list; answers the failure as text. */
  async function change(work: () => Promise<unknown>): Promise<string | null> {
    try {
      await work();
    } catch (error) {
      return describeFailure(error);
    }
    await get().refresh();
    return null;
  }

  return {
    key: '',
    webhooks: [],
    products: [],
    loaded: false,
    error: null,
    createdId: null,
    async choose(key) {
      useWorkingKey.getState().use(key);
      set({ key, webhooks: [], products: [], loaded: false, error: null, createdId: null });
      await get().refresh();
    },
    async refresh() {
      const key = get().key;
      if (!key) return;
      try {
        const partner = useKeysStore.getState().partners.find((candidate) => candidate.keys.some((k) => k.key === key));
        const [webhooks, products] = await Promise.all([api.listWebhooks(key), partner ? api.listProducts(partner.id) : []]);
        if (get().key === key) set({ webhooks, products, loaded: true, error: null });
      } catch (error) {
        set({ error: describeFailure(error), loaded: true });
      }
    },
    create: (input) =>
      change(async () => {
        const created = await api.createWebhook(get().key, input);
        set({ createdId: created.id });
      }),
    update: (id, input) => change(() => api.updateWebhook(get().key, id, input)),
    assign: (id, productId) => change(() => api.assignWebhook(get().key, id, productId)),
  };
});
