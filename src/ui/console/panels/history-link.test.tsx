// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeScenario } from '../../scenario-links/scenario-codec';
import { useConsoleStore } from '../console-store';
import type { HistoryEntry } from '../history/history';
import { HistoryPanel } from './history-panel';
import { EmbedThisRequest } from './history-link';
import { BROWSER_HOSTS } from '../../../http/hosts';
import { openApiDocument } from '../../../http/openapi';
import { operationsOf, type OpenApiDocument } from '../catalogue/catalogue';

const operations = operationsOf(JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))) as OpenApiDocument);

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
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  useConsoleStore.setState({ history: HISTORY, historyQuery: '' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  sessionStorage.clear();
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

  it('titles the link by the operations it runs, in the catalogue’s words', async () => {
    useConsoleStore.setState({ operations });
    render(<HistoryPanel />);

    await userEvent.click(screen.getByRole('button', { name: 'Link shown as a scenario' }));

    await vi.waitFor(() => expect(copied).toHaveLength(1));
    expect((await scenarioIn(copied[0]!)).title).toBe('Create a product, then list your webhooks');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<HistoryPanel />);

    await userEvent.click(screen.getByRole('button', { name: `Scenario link to GET ${BASE}/api/pay/plugin/webhook` }));

    expect((await screen.findByRole('status')).textContent).toBe('Copy the scenario link from here:');
  });
});

describe('Embed this request', () => {
  const PRODUCT = '01a20fa3-1111-7000-8000-0000000000aa';
  const made: HistoryEntry = {
    ...entry(3, 'POST', '/api/product/pay', '{"name":"Mugs"}'),
    answer: { statusText: 'OK', headers: [], body: JSON.stringify({ id: PRODUCT }) },
  };

  it('opens the request being edited, after the request that made its product, in the scenario editor, titled by its operations', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    useConsoleStore.setState({
      operations,
      history: [entry(4, 'GET', '/api/pay/plugin/webhook'), made],
      request: {
        method: 'POST',
        url: `/api/pay/product/${PRODUCT}/subproduct/pricing`,
        apiKey: 'sk_test_mine',
        headers: [],
        body: '{"price": 4500, "externalId": "order-2"}',
      },
    });
    render(<EmbedThisRequest />);

    await userEvent.click(screen.getByRole('button', { name: 'Embed this request' }));

    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    const [link, target] = opened.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(copied).toEqual([link]);
    expect(await scenarioIn(String(link))).toEqual({
      v: 1,
      title: 'Create a product, then a payment',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}' }, body: { name: 'Mugs' } },
        {
          method: 'POST',
          url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
          headers: { 'X-API-KEY': '{{key}}' },
          body: { price: 4500, externalId: 'order-2' },
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Open it again' }).getAttribute('href')).toBe(link);
  });

  it('says there is nothing to embed while the URL is blank', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    useConsoleStore.setState({ operations, request: { method: 'GET', url: '  ', apiKey: '', headers: [], body: '' } });
    render(<EmbedThisRequest />);

    await userEvent.click(screen.getByRole('button', { name: 'Embed this request' }));

    expect(screen.getByText(/there is no request to embed yet/)).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });
});
