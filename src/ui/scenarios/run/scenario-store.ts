/**
 * An embed's zustand slice: the link is read, the scenario runs once in the frame's gateway, and
 * its shown step stays in an editable form, filled with the run's keys and ids, that the reader can
 * send again. The full app's scenario page edits the scenario itself instead (editor-store.ts).
 */
import { create } from 'zustand';
import { sandbox, sandboxFetch } from '../../shared/sandbox-connection';
import { filledRequest, runScenario, writtenRequest, type StepRun } from './run-scenario';
import { decodeScenario, shownStep } from '../../scenario-links';
import { sendStep, type StepAnswer, type StepRequest } from './step-request';

interface ScenarioState {
  /** The link data this state belongs to. */
  data: string | null;
  phase: 'running' | 'ready' | 'broken';
  /** Why the scenario could not run at all: a malformed link, a workspace that would not start. */
  problem: string | null;
  title: string;
  /** What each step reached sent and got. */
  steps: StepRun[];
  shown: number;
  /** The shown step's request as the form holds it. */
  request: StepRequest;
  answer: StepAnswer | null;
  /** Why the shown step has no answer. */
  failure: string | null;
  sending: boolean;
  /** Reads and runs the scenario of a link; the same link again changes nothing. */
  open(data: string): Promise<void>;
  edit(patch: Partial<StepRequest>): void;
  send(): Promise<void>;
}

const EMPTY_REQUEST: StepRequest = { method: 'GET', url: '', headers: '', body: '' };

export const useScenarioStore = create<ScenarioState>()((set, get) => ({
  data: null,
  phase: 'running',
  problem: null,
  title: '',
  steps: [],
  shown: 0,
  request: EMPTY_REQUEST,
  answer: null,
  failure: null,
  sending: false,
  open: async (data) => {
    if (get().data === data) return;
    set({ data, phase: 'running', problem: null, title: '', steps: [], request: EMPTY_REQUEST, answer: null, failure: null });
    const current = () => get().data === data;
    try {
      const scenario = await decodeScenario(data);
      const shown = shownStep(scenario);
      set({ title: scenario.title ?? 'Scenario', shown, request: writtenRequest(scenario.steps[shown]!) });
      const run = await runScenario(scenario, { fetch: sandboxFetch, base: sandbox().origins.base });
      if (!current()) return;
      const step = run.steps[shown];
      const stoppedAt = run.steps.at(-1);
      set({
        phase: 'ready',
        steps: run.steps,
        request: step?.request ?? filledRequest(scenario.steps[shown]!, run.values, 'keep'),
        answer: step?.answer ?? null,
        failure: step
          ? (step.failure ?? (step.skipped !== undefined ? `Not sent: ${step.skipped}` : null))
          : `Step ${run.steps.length - 1} stopped the scenario: ${stoppedAt?.failure}`,
      });
    } catch (error) {
      if (current()) set({ phase: 'broken', problem: (error as Error).message || String(error) });
    }
  },
  edit: (patch) => set((state) => ({ request: { ...state.request, ...patch } })),
  send: async () => {
    set({ sending: true, failure: null });
    try {
      set({ answer: await sendStep(sandboxFetch, get().request) });
    } catch (error) {
      set({ answer: null, failure: `The request got no answer: ${(error as Error).message}` });
    } finally {
      set({ sending: false });
    }
  },
}));
