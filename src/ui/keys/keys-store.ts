/** The Keys screen's zustand slice: the partner list (kept live while shown) and the two helper calls. */
import { create } from 'zustand';
import type { Environment } from '../../gateway';
import { describeFailure, type AnswerTo } from '../shared/sandbox-client';
import { sandbox } from '../shared/sandbox-connection';
import { oneAtATime } from '../shared/one-at-a-time';
import type { PartnerKeys } from './partner-keys';
import { busyAction } from '../shared/busy-action';

/** What `POST /_sandbox/partners` answers. */
type CreatedPartner = AnswerTo<'POST /_sandbox/partners'>;

interface KeysState {
  partners: PartnerKeys[];
  /** False until the first read from the store arrives. */
  loaded: boolean;
  busy: boolean;
  error: string | null;
  /** The partner just created, so the screen can point it out. */
  created: CreatedPartner | null;
  /** Reads the partners again; the screens showing them call it after each stored change. */
  refresh(): Promise<void>;
  createPartner(input: { name?: string; bankAccount: boolean }): Promise<void>;
  revokeKey(key: string): Promise<void>;
  /** Issues the partner one more key of `env` (after a revoke, say). */
  issueKey(partnerId: string, env: Environment): Promise<void>;
}

export const useKeysStore = create<KeysState>()((set) => {
  /** Runs one helper call with the busy flag and error message handled alike. */
  async function run(work: () => Promise<void>): Promise<void> {
    await busyAction<KeysState>(set, 'busy', 'error', work);
  }

  return {
    partners: [],
    loaded: false,
    busy: false,
    error: null,
    created: null,
    refresh: oneAtATime(async () => {
      try {
        set({ partners: await sandbox().call('GET /_sandbox/partners'), loaded: true });
      } catch (error) {
        set({ error: describeFailure(error) });
      }
    }),
    // The list itself is not touched here: the stored change comes back through refresh.
    createPartner: (input) => run(async () => set({ created: await sandbox().call('POST /_sandbox/partners', { body: input }) })),
    revokeKey: (key) => run(async () => void (await sandbox().call('POST /_sandbox/keys/revoke', { body: { key } }))),
    issueKey: (partnerId, env) => run(async () => void (await sandbox().call('POST /_sandbox/keys', { body: { partnerId, env } }))),
  };
});
