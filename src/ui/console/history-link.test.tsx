// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeScenario } from '../scenarios/scenario-codec';
import { useConsoleStore } from './console-store';
import type { HistoryEntry } from './history';
import { HistoryPanel } from './history-panel';

const BASE = 'https://api.sandbox.gateway.test';
const entry = (id: number, method: string, path: string, body = ''): HistoryEntry => ({
  id,
  sentAt: id,
  env: 'sandbox',
  request: { method, url: `${BASE}${path}`, apiKey: 'sk_test_mine', headers: [], body },
  status: 200,
});
const HISTORY = [entry(2, 'GET', '/api/pay/plugin/webhook'), entry(1, 'POST', '/api/product/pay', '{"name":"Mugs"}')];

let copied: string[];

beforeEach(() => {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  useConsoleStore.setState({ history: HISTORY, historyQuery: '' });
});

afterEach(() => {
  cleanup();
  useConsoleStore.setState(useConsoleStore.getInitialState());
});

/** The scenario in a copied `#/scenario/<data>` link. */
async function scenarioIn(link: string) {
  expect(link.startsWith(`${location.origin}${location.pathname}#/scenario/`)).toBe(true);
  return decodeScenario(link.split('#/scenario/')[1]!);
}

describe('console history as scenario links', () => {
  it('one click on an entry copies a link to a scenario sending that request with the scenario’s own key', async () => {
    render(<HistoryPanel />);

    await userEvent.click(screen.getByRole('button', { name: `Scenario link to POST ${BASE}/api/product/pay` }));

    expect((await screen.findByRole('status')).textContent).toBe('Copied the scenario link:');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /scenario link/ }).value).toBe(copied[0]);
    expect((await scenarioIn(copied[0]!)).steps).toEqual([
      { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}' }, body: { name: 'Mugs' } },
    ]);
  });

  it('links the entries the search shows, in the order they were sent', async () => {
    render(<HistoryPanel />);

    await userEvent.click(screen.getByRole('button', { name: 'Link shown as a scenario' }));
    await screen.findByRole('status');
    expect((await scenarioIn(copied[0]!)).steps.map((step) => step.method)).toEqual(['POST', 'GET']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search history' }), 'webhook');
    await userEvent.click(screen.getByRole('button', { name: 'Link shown as a scenario' }));
    await vi.waitFor(() => expect(copied).toHaveLength(2));
    expect((await scenarioIn(copied[1]!)).steps.map((step) => step.url)).toEqual([`${BASE}/api/pay/plugin/webhook`]);
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<HistoryPanel />);

    await userEvent.click(screen.getByRole('button', { name: `Scenario link to GET ${BASE}/api/pay/plugin/webhook` }));

    expect((await screen.findByRole('status')).textContent).toBe('Copy the scenario link from here:');
  });
});
