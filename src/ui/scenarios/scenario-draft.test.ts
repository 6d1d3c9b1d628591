import { describe, expect, it } from 'vitest';
import { draftOf, moveStep, removeStep, scenarioOfDraft, type Draft } from './scenario-draft';
import type { Scenario } from '../scenario-links/scenario-codec';

const BASE = 'https://api.sandbox.gateway.test';
const ORIGINS = [BASE, 'https://status.sandbox.gateway.test'];

const scenario: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: [
    {
      method: 'POST',
      url: `${BASE}/api/product/pay`,
      headers: { 'X-API-KEY': '{{key}}' },
      body: { name: 'Mugs', shortName: 'mugs-{{run}}' },
    },
    { method: 'POST', url: `${BASE}/api/pay/plugin/webhook`, headers: { 'X-API-KEY': '{{key}}' }, body: { productIds: ['{{0.id}}'] } },
    {
      method: 'POST',
      url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      headers: { 'X-API-KEY': '{{key}}' },
      body: { price: 1299, externalId: 'order-1', details: {} },
    },
  ],
  show: 1,
};

const urls = (draft: Draft) => draft.steps.map((step) => step.url.replace(BASE, ''));

describe('a scenario’s draft', () => {
  it('stands for the scenario it was made from, unchanged', () => {
    expect(scenarioOfDraft(draftOf(scenario), ORIGINS)).toEqual({ scenario, problems: [] });
  });

  it('leaves out the shown step when it is the last, and a title left blank', () => {
    const draft = { ...draftOf(scenario), title: '  ', show: 2 };
    const made = scenarioOfDraft(draft, ORIGINS).scenario!;
    expect(made).not.toHaveProperty('show');
    expect(made).not.toHaveProperty('title');
  });

  it('keeps a body that was text as text until it is edited', () => {
    const draft = draftOf({ v: 1, steps: [{ method: 'POST', url: `${BASE}/api/product/pay`, body: '{broken' }] });
    expect(scenarioOfDraft(draft, ORIGINS).scenario!.steps[0]!.body).toBe('{broken');
    const edited = { ...draft, steps: [{ ...draft.steps[0]!, body: '{broken!', bodyIsText: undefined }] };
    expect(scenarioOfDraft(edited, ORIGINS).problems).toEqual([
      { step: 0, field: 'body', message: expect.stringMatching(/^Step 0’s body is not valid JSON: /) },
    ]);
  });

  it('refuses a URL outside the gateway’s hosts, naming the hosts, and a header line without a colon', () => {
    const draft = draftOf(scenario);
    draft.steps[1] = { ...draft.steps[1]!, url: 'https://evil.example/steal', headers: 'X-API-KEY: {{key}}\nno colon here' };
    expect(scenarioOfDraft(draft, ORIGINS).problems).toEqual([
      {
        step: 1,
        field: 'url',
        message: `Step 1’s URL goes to https://evil.example, which is not one of the gateway’s hosts (${ORIGINS.join(', ')}).`,
      },
      { step: 1, field: 'headers', message: 'Step 1’s header line “no colon here” needs a name, a colon and a value.' },
    ]);
  });

  it('refuses a reference to a step that does not run before the one using it', () => {
    const draft = draftOf(scenario);
    draft.steps[0] = { ...draft.steps[0]!, body: '{"name": "{{2.id}}"}' };
    expect(scenarioOfDraft(draft, ORIGINS).problems).toEqual([
      { step: 0, field: 'body', message: 'Step 0 uses {{2.id}}, but step 2 does not run before it.' },
    ]);
  });

  it('refuses a scenario over the 1 MiB a link carries', () => {
    const draft = draftOf(scenario);
    draft.steps[2] = { ...draft.steps[2]!, body: JSON.stringify({ note: 'x'.repeat(1024 * 1024) }) };
    expect(scenarioOfDraft(draft, ORIGINS)).toEqual({ problems: [{ message: expect.stringMatching(/over the 1 MiB a link can carry/) }] });
  });
});

describe('moving and removing steps', () => {
  it('moves a step and renumbers every reference, the shown step following its step', () => {
    const moved = moveStep(draftOf(scenario), 2, -1);
    if (!('draft' in moved)) throw new Error(moved.refused);
    expect(urls(moved.draft)).toEqual(['/api/product/pay', '/api/pay/product/{{0.id}}/subproduct/pricing', '/api/pay/plugin/webhook']);
    expect(moved.draft.show).toBe(2);
    expect(scenarioOfDraft(moved.draft, ORIGINS).problems).toEqual([]);
  });

  it('refuses to move a step before the step whose answer it uses, saying so', () => {
    expect(moveStep(draftOf(scenario), 1, -1)).toEqual({ refused: 'Step 1 uses step 0’s answer ({{0.id}}), so it has to run after it.' });
    expect(moveStep(draftOf(scenario), 0, 1)).toEqual({ refused: 'Step 1 uses step 0’s answer ({{0.id}}), so it has to run after it.' });
    expect(moveStep(draftOf(scenario), 2, 1)).toEqual({ refused: 'Step 2 is already the last.' });
  });

  it('removes a step no other uses, renumbering the references after it', () => {
    const removed = removeStep(draftOf(scenario), 1);
    if (!('draft' in removed)) throw new Error(removed.refused);
    expect(urls(removed.draft)).toEqual(['/api/product/pay', '/api/pay/product/{{0.id}}/subproduct/pricing']);
    expect(removed.draft.show).toBe(1);

    const later = removeStep({ ...draftOf(scenario), show: 2 }, 1);
    expect('draft' in later && later.draft.show).toBe(1);
  });

  it('refuses to remove a step a later step uses, or the only step', () => {
    expect(removeStep(draftOf(scenario), 0)).toEqual({ refused: 'Step 1 uses step 0’s answer ({{0.id}}): change or remove step 1 first.' });
    const one = draftOf({ v: 1, steps: [scenario.steps[0]!] });
    expect(removeStep(one, 0)).toEqual({ refused: 'A scenario needs at least one step.' });
  });
});
