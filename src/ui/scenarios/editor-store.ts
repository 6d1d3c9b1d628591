/**
 * The scenario page's zustand slice: the scenario's editor. The link is read into a draft, run
 * once in this page's workspace, and from then on every field can change, steps can be added,
 * removed and moved, and the whole can run again. Copy link and Copy embed read the draft, so
 * they carry what is on screen. Every request a run sends is recorded in the workspace's history.
 */
import { create } from 'zustand';
import { environments } from '../console';
import { sandbox, sandboxFetch } from '../shared/sandbox-connection';
import { runScenario, runStep, type StepRun, type PlaceholderValues, recordSteps, jsonOf } from './run';
import { decodeScenario, type Scenario, shortestScenarioData } from '../scenario-links';
import {
  draftOf,
  moveStep,
  newStep,
  removeStep,
  scenarioOfDraft,
  stepOfDraft,
  type Draft,
  type DraftProblem,
  type DraftStep,
} from './scenario-draft';

/** A step of the draft with how it went the last time it was sent. */
export type EditorStep = DraftStep & { run?: StepRun };

/** The fields of a step the form edits. */
type StepFields = Pick<DraftStep, 'method' | 'url' | 'headers' | 'body'>;

interface EditorState {
  /** The link data the editor was opened with. */
  data: string | null;
  /** The opened scenario as the draft writes it: while the draft still writes that, the link is the one opened. */
  pristine: string | null;
  phase: 'running' | 'ready' | 'broken';
  /** Why the scenario could not run at all: a malformed link, a workspace that would not start. */
  problem: string | null;
  title: string;
  steps: EditorStep[];
  /** The step an embed of this scenario shows. */
  show: number;
  /** The step in the form. */
  editing: number;
  /** The keys and `{{run}}` of the last run: a step sent alone is filled with them. */
  values: Omit<PlaceholderValues, 'answers'> | null;
  /** A step being sent alone, or the whole scenario running again. */
  busy: boolean;
  /** Why Run all again could not start a run (its workspace refused a partner). */
  runFailure: string | null;
  /** Why the last move or removal was refused, and which step it was about. */
  refusal: { step: number; message: string } | null;
  open(data: string): Promise<void>;
  setTitle(title: string): void;
  edit(patch: Partial<StepFields>): void;
  select(index: number): void;
  setShow(index: number): void;
  add(): void;
  remove(index: number): void;
  move(index: number, by: -1 | 1): void;
  /** Sends the step in the form, filled from the last run's keys and the answers before it. */
  send(): Promise<void>;
  /** Runs every step again, as edited, with a partner of its own. */
  runAgain(): Promise<void>;
}

/** The hosts a step may be sent to: the connected sandbox's, both environments. */
function gatewayOrigins(): string[] {
  return environments().flatMap((entry) => [entry.base, entry.status]);
}

/** The scenario the editor holds now, or the problems that keep it from being one. */
export function draftScenario(state: Pick<EditorState, 'title' | 'steps' | 'show'>): { scenario?: Scenario; problems: DraftProblem[] } {
  return scenarioOfDraft(draftFrom(state), gatewayOrigins());
}

/**
 * The `<data>` of a link to the scenario as it stands: the link opened while nothing has changed
 * (so a link copied unedited is the very link that was shared), else the shortest encoding.
 */
export async function draftLinkData(state: EditorState): Promise<string> {
  const { scenario } = draftScenario(state);
  if (!scenario) throw new Error('The scenario has problems to mend before it can be linked');
  return state.data && JSON.stringify(scenario) === state.pristine ? state.data : shortestScenarioData(scenario);
}

function draftFrom({ title, steps, show }: Pick<EditorState, 'title' | 'steps' | 'show'>): Draft {
  return { title, steps, show };
}

export const useEditorStore = create<EditorState>()((set, get) => {
  /** Runs `scenario` and puts each step's outcome beside its step; steps it did not reach have none. */
  async function run(scenario: Scenario, data: string | null): Promise<void> {
    const result = await runScenario(scenario, { fetch: sandboxFetch, base: sandbox().origins.base });
    if (get().data !== data) return;
    const { answers: _answers, ...values } = result.values;
    set((state) => ({ values, steps: state.steps.map((step, index) => ({ ...step, run: result.steps[index] })) }));
    await recordSteps(result.steps.map((stepRun, index) => ({ run: stepRun, index })));
  }

  /** Applies a move or removal, or shows why it was refused beside its step. */
  function change(index: number, made: { draft: Draft } | { refused: string }, editing: (draft: Draft) => number) {
    if ('refused' in made) return set({ refusal: { step: index, message: made.refused } });
    const { steps, show } = made.draft;
    // The drafts carry their runs along: each result stays with the step it belongs to.
    set({ steps: steps as EditorStep[], show, editing: editing(made.draft), refusal: null });
  }

  return {
    data: null,
    pristine: null,
    phase: 'running',
    problem: null,
    title: '',
    steps: [],
    show: 0,
    editing: 0,
    values: null,
    busy: false,
    runFailure: null,
    refusal: null,

    async open(data) {
      if (get().data === data) return;
      set({ data, phase: 'running', problem: null, title: '', steps: [], values: null, refusal: null });
      try {
        const scenario = await decodeScenario(data);
        const draft = draftOf(scenario);
        const pristine = JSON.stringify(scenarioOfDraft(draft, gatewayOrigins()).scenario ?? null);
        set({ title: draft.title, steps: draft.steps, show: draft.show, editing: draft.show, pristine });
        await run(scenario, data);
        if (get().data === data) set({ phase: 'ready' });
      } catch (error) {
        if (get().data === data) set({ phase: 'broken', problem: (error as Error).message || String(error) });
      }
    },

    setTitle: (title) => set({ title }),

    edit(patch) {
      set((state) => ({
        steps: state.steps.map((step, index) =>
          index !== state.editing ? step : { ...step, ...patch, ...('body' in patch ? { bodyIsText: undefined } : {}) },
        ),
      }));
    },

    select: (editing) => set({ editing, refusal: null }),
    setShow: (show) => set({ show }),

    add() {
      set((state) => ({ steps: [...state.steps, newStep(sandbox().origins.base)], editing: state.steps.length, refusal: null }));
    },

    remove(index) {
      const { editing } = get();
      change(index, removeStep(draftFrom(get()), index), (draft) =>
        editing === index ? Math.min(index, draft.steps.length - 1) : editing > index ? editing - 1 : editing,
      );
    },

    move(index, by) {
      const { editing } = get();
      change(index, moveStep(draftFrom(get()), index, by), () =>
        editing === index ? index + by : editing === index + by ? index : editing,
      );
    },

    async send() {
      const { editing, values, steps } = get();
      const made = steps[editing] && stepOfDraft(steps[editing], editing, gatewayOrigins());
      if (!made || made.problems.length > 0 || !values) return;
      const { step } = made;
      set({ busy: true });
      // Each earlier step's answer as it stands now: moved or sent again, it is still the one it names.
      const answers = steps.slice(0, editing).map((earlier) => (earlier.run?.answer ? jsonOf(earlier.run.answer) : undefined));
      const key = steps[editing]!.key;
      const done = await runStep(sandboxFetch, { ...step, skip: undefined }, { ...values, answers });
      set((state) => ({ busy: false, steps: state.steps.map((other) => (other.key === key ? { ...other, run: done } : other)) }));
      await recordSteps([{ run: done, index: editing }]);
    },

    async runAgain() {
      const { scenario } = draftScenario(get());
      if (!scenario) return;
      set({ busy: true, runFailure: null, steps: get().steps.map(({ run: _run, ...step }) => step) });
      try {
        await run(scenario, get().data);
      } catch (error) {
        // The draft stays as it is: only this run failed.
        set({ runFailure: `The scenario could not run again: ${(error as Error).message || String(error)}` });
      } finally {
        set({ busy: false });
      }
    },
  };
});
