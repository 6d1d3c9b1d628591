// @vitest-environment happy-dom
/**
 * The scenario page as a docs writer uses it, over the real gateway: every fetch of the page goes
 * to the sandbox's handler, and what Copy link and Copy embed copy is decoded back.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScreenSandbox } from '../../../test/support/ui-sandbox';
import { HISTORY_DB, type HistoryEntry } from '../console/history/history';
import { connection } from '../shared/sandbox-connection';
import { useEditorStore } from './editor-store';
import { decodeScenario, encodeScenario, shownStep, type Scenario } from '../scenario-links/scenario-codec';
import { ScenarioPage } from './scenario-page';
import { CONTRACT_SCENARIO_STEPS } from '../../../test/support/contract-scenario';

const BASE = 'https://api.sandbox.gateway.test';

/** The contract's example scenario. */
const EXAMPLE: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: CONTRACT_SCENARIO_STEPS,
  show: 1,
};

let copied: string[];

beforeEach(async () => {
  await openScreenSandbox();
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
});

afterEach(async () => {
  useEditorStore.setState(useEditorStore.getInitialState());
  await (await connection().openLog(HISTORY_DB)).clear();
});

/** Opens the page on `scenario` and waits until every step has answered. */
async function openEditor(scenario: Scenario = EXAMPLE) {
  render(<ScenarioPage data={await encodeScenario(scenario)} />);
  await waitFor(() =>
    expect(stepItems().map((item) => /→ (\d+)/.exec(item.textContent ?? '')?.[1])).toEqual(scenario.steps.map(() => '200')),
  );
}

const stepItems = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

/** Replaces a field's text as a person would: select it all, then paste. */
async function retype(element: HTMLElement, text: string) {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** What Copy link copies now, decoded. */
async function copiedScenario(): Promise<Scenario> {
  const before = copied.length;
  await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(copied).toHaveLength(before + 1));
  const link = copied.at(-1)!;
  expect(link.startsWith(`${location.origin}${location.pathname}#/scenario/`)).toBe(true);
  return decodeScenario(link.split('#/scenario/')[1]!);
}

describe('the scenario editor', () => {
  it('opens on the shown step, as written, with its placeholders, after running every step', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { name: 'Step 1' })).toBeTruthy();
    expect(field('URL').value).toBe(`${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`);
    expect(field('Headers').value).toBe('X-API-KEY: {{key}}');
    expect(stepItems()[1]!.getAttribute('aria-current')).toBe('step');
    expect(within(stepItems()[1]!).getByText('shown')).toBeTruthy();
    expect(screen.getByTestId('answer-status').textContent).toMatch(/^200/);
  });

  it('copies the very link it was opened with while nothing has changed', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]!.endsWith(`#/scenario/${await encodeScenario(EXAMPLE)}`)).toBe(true);
  });

  it('carries every edit of title, method, URL, headers and body to Copy link, and the title to Copy embed', async () => {
    await openEditor();
    await retype(field('Title'), 'Create a payment of 45.00');
    await retype(field('Body'), JSON.stringify({ price: 4500, externalId: 'order-2', details: {} }));
    await retype(field('Headers'), 'X-API-KEY: {{key}}\nX-Trace: docs-1');
    await retype(field('URL'), `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing?lang=pl`);
    await userEvent.click(screen.getByRole('button', { name: 'Edit step 0' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT');

    expect(await copiedScenario()).toEqual({
      v: 1,
      title: 'Create a payment of 45.00',
      steps: [
        { ...EXAMPLE.steps[0], method: 'PUT' },
        {
          method: 'POST',
          url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing?lang=pl`,
          headers: { 'X-API-KEY': '{{key}}', 'X-Trace': 'docs-1' },
          body: { price: 4500, externalId: 'order-2', details: {} },
        },
      ],
    });

    const before = copied.length;
    await userEvent.click(screen.getByRole('button', { name: 'Copy embed' }));
    await waitFor(() => expect(copied).toHaveLength(before + 1));
    const snippet = copied.at(-1)!;
    expect(snippet).toContain('title="Create a payment of 45.00"');
    const data = /#\/embed\/([^"]+)"/.exec(snippet)![1]!;
    expect((await decodeScenario(data)).steps[1]!.body).toEqual({ price: 4500, externalId: 'order-2', details: {} });

    // What was copied is shown to select until the scenario changes again: then it is no longer what is on screen.
    expect(screen.getByRole('textbox', { name: 'The embed' })).toBeTruthy();
    await retype(field('Title'), 'Create a payment of 46.00');
    expect(screen.queryByRole('textbox', { name: 'The embed' })).toBeNull();
  });

  it('sends an edited step again, filled from the run, and the answer follows the edit', async () => {
    await openEditor();
    // The first run's answer is a redirectUrl too: the one that follows the edit is another.
    const firstAnswer = screen.getByTestId('answer-body').textContent;
    await retype(field('Body'), JSON.stringify({ price: 4500, externalId: 'order-2', details: {} }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByTestId('answer-body').textContent).not.toBe(firstAnswer));
    expect(screen.getByTestId('answer-body').textContent).toContain('redirectUrl');
    const log = await connection().openLog<HistoryEntry>(HISTORY_DB);
    // The workspace records the step it sent beside the answer it shows.
    await waitFor(async () =>
      expect((await log.list()).map((entry) => entry.source)).toEqual(['scenario step 1', 'scenario step 1', 'scenario step 0']),
    );
    const sent = await log.list();
    expect(JSON.parse(sent[0]!.request.body)).toEqual({ price: 4500, externalId: 'order-2', details: {} });
    expect(sent[0]!.request.url).not.toContain('{{');
    expect(sent[0]!.request.apiKey).toMatch(/^sk_test_/);
  });

  it('makes another step the shown one, and Copy link says so', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'Show step 0 in the embed' }));

    expect(within(stepItems()[0]!).getByText('shown')).toBeTruthy();
    expect((await copiedScenario()).show).toBe(0);
  });

  it('adds, moves and removes steps, keeping every {{N.path}} on the step it names', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(stepItems()).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }));
    await retype(field('URL'), `${BASE}/api/pay/product/{{0.id}}`);

    await userEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    // Focus stays on the control used, now the moved step's.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move step 1 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move step 1 up' }));
    expect(screen.getByRole('alert').textContent).toBe('Step 1 uses step 0’s answer ({{0.id}}), so it has to run after it.');
    expect((await copiedScenario()).steps.map((step) => `${step.method} ${step.url.replace(BASE, '')}`)).toEqual([
      'POST /api/product/pay',
      'GET /api/pay/product/{{0.id}}',
      'POST /api/pay/product/{{0.id}}/subproduct/pricing',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove step 0' }));
    expect(screen.getByRole('alert').textContent).toBe('Step 1 uses step 0’s answer ({{0.id}}): change or remove step 1 first.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 1' }));
    expect(stepItems()).toHaveLength(2);
    const left = await copiedScenario();
    expect(left.steps.map((step) => step.url.replace(BASE, ''))).toEqual([
      '/api/product/pay',
      '/api/pay/product/{{0.id}}/subproduct/pricing',
    ]);
    expect(shownStep(left)).toBe(1);
  });

  it('refuses a body that is not JSON in place, with the reason, and takes it once mended', async () => {
    await openEditor();
    await retype(field('Body'), '{"price": 4500,');

    const body = field('Body');
    expect(body.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(body.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toMatch(/^Step 1’s body is not valid JSON: /);
    const copyLink = screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement;
    expect(copyLink.disabled).toBe(true);
    expect(document.getElementById(copyLink.getAttribute('aria-describedby')!)!.textContent).toContain('Step 1’s body is not valid JSON');
    expect((screen.getByRole('button', { name: 'Copy embed' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(stepItems()[1]!).getByText('needs a fix')).toBeTruthy();
    // The answer already there stays.
    expect(screen.getByTestId('answer-status').textContent).toMatch(/^200/);

    await retype(field('Body'), '{"price": 4500, "externalId": "order-2"}');
    expect(field('Body').getAttribute('aria-invalid')).toBeNull();
    expect((await copiedScenario()).steps[1]!.body).toEqual({ price: 4500, externalId: 'order-2' });
  });

  it('refuses a URL outside the gateway’s hosts, naming the hosts it may use', async () => {
    await openEditor();
    await retype(field('URL'), 'https://attacker.example/collect');

    const url = field('URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(url.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Step 1’s URL goes to https://attacker.example, which is not one of the gateway’s hosts ' +
        '(https://api.sandbox.gateway.test, https://status.sandbox.gateway.test, https://api.gateway.test, https://status.gateway.test).',
    );
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Run all again' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a scenario over the 1 MiB a link can carry, saying so beside the copy buttons', async () => {
    await openEditor();
    fireEvent.change(field('Body'), {
      target: { value: JSON.stringify({ price: 4500, externalId: 'big', details: { note: 'x'.repeat(1024 * 1024) } }) },
    });

    const copyLink = screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement;
    expect(copyLink.disabled).toBe(true);
    expect(document.getElementById(copyLink.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /The scenario is 1\.00 MiB of JSON, over the 1 MiB a link can carry/,
    );
  });
});
