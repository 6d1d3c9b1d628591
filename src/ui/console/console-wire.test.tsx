// @vitest-environment happy-dom
/**
 * What the console puts on the wire and on screen for keyless operations, Ctrl/Cmd+Enter from
 * anywhere on the screen, and answers that belong to their own request. Every request the page
 * sends is captured as it went to the sandbox's handler.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pricingUrl } from '../../../test/support/api';
import { BASE, newPartner, newProduct, STATUS, type Harness } from '../../../test/support/harness';
import { openScreenSandbox } from '../../../test/support/ui-sandbox';
import { useKeysStore } from '../keys/keys-store';
import { useWorkingKey } from '../keys/working-key';
import { ConsolePage } from './console-page';
import { useConsoleStore } from './console-store';

// Each role query over the console's thousand elements takes from a tenth of a second to two in
// happy-dom (more on a busy 2-core machine), and a test here makes a dozen: the first one, which
// also warms the screen's code up, took 4 s alone on a quiet machine, too near vitest's default 5 s.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../editor/json-editor')).PlainJsonEditor }));

let harness: Harness;
let key: string;
/** Every request to the gateway's hosts, as it went out. */
let sent: Request[];

beforeEach(async () => {
  sent = [];
  harness = await openScreenSandbox({
    route: (request, toSandbox) => {
      sent.push(request.clone());
      return toSandbox(request);
    },
  });
  key = (await newPartner(harness)).keys.sandbox;
  await useKeysStore.getState().refresh();
});

afterEach(async () => {
  // A send still being kept in the history would land in the next test's.
  await waitFor(() => expect(useConsoleStore.getState().sending).toBe(false));
  await useConsoleStore.getState().clearHistory();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  localStorage.clear();
  sessionStorage.clear();
});

async function openConsole() {
  render(<ConsolePage />);
  await screen.findByRole('button', { name: /POST \/api\/product\/pay$/ }, { timeout: 10_000 });
  await waitFor(() => expect((screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement).value).toBe(key));
}

const status = () => screen.getByTestId('response-status').textContent;
const sentTo = (origin: string) => sent.filter((request) => request.url.startsWith(origin));

async function aPayment(): Promise<void> {
  const product = await newProduct(harness, key, { name: 'Mugs' });
  const created = await harness.json('POST', pricingUrl(product.id), { key, body: { price: 1299, externalId: 'order-1' } });
  expect(created.status).toBe(200);
}

describe('keyless operations', () => {
  it('the status request goes with no X-API-KEY, and no snippet shows one', async () => {
    await aPayment();
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/api\/payment\/product\/\{productRef\}/ }));
    expect(screen.getByText(/No key goes to the status host/).textContent).toContain('sensitive data must not be sent to it');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('200 OK'));
    const statusRequests = sentTo(STATUS);
    expect(statusRequests).toHaveLength(1);
    expect(statusRequests[0]!.headers.get('X-API-KEY')).toBeNull();

    for (const kind of ['curl', 'fetch', 'Node']) {
      fireEvent.click(screen.getByRole('button', { name: `Copy as ${kind}` }));
      const shown = await screen.findByLabelText(`${kind} snippet`);
      expect(shown.textContent).toContain('/api/payment/product/');
      expect(shown.textContent).not.toMatch(/X-API-KEY|API_KEY|apiKey|sk_test_/);
    }
  });

  it('a key added by hand to the status request is sent as added, with a warning naming the rule', async () => {
    await aPayment();
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/api\/payment\/product\/\{productRef\}/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Header 1 name' }), { target: { value: 'X-API-KEY' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Header 1 value' }), { target: { value: key } });

    expect(screen.getByRole('alert').textContent).toBe(
      'X-API-KEY is sent to the status host as you added it, but the interface says: “The status endpoint needs no key; sensitive data must not be sent to it.” Remove the header: the status endpoint answers without it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('200 OK'));
    expect(sentTo(STATUS)[0]!.headers.get('X-API-KEY')).toBe(key);
  });

  it('a keyed operation still sends the key, and the next one after a keyless replay too', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('200 OK'));
    expect(sentTo(`${BASE}/_sandbox/clock`)[0]!.headers.get('X-API-KEY')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: /^Replay GET/ }));
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentTo(`${BASE}/api/product/pay`)).toHaveLength(1));
    expect(sentTo(`${BASE}/api/product/pay`)[0]!.headers.get('X-API-KEY')).toBe(key);
  });
});

describe('Ctrl/Cmd+Enter', () => {
  it('sends from anywhere on the console screen, not only from the request’s fields', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('searchbox', { name: 'Search history' });
    fireEvent.keyDown(history, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(status()).toBe('200 OK'));
    // Busy until the first is kept in the history.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.keyDown(document.body, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(sentTo(`${BASE}/_sandbox/clock`)).toHaveLength(2));
  });
});

describe('answers belong to their own request', () => {
  it('a loaded history entry shows its own stored answer, and a new pick empties the panel', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Request body' }), {
      target: { value: '{"productType": "PAYMENT", "name": "Mugs"}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('400 Bad Request'));
    expect(screen.getByRole('region', { name: 'Why this answer' }).textContent).toContain(
      'productType is "PAYMENT", which is not one of its values ("PAY"): the body is valid JSON',
    );
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    expect(screen.getByText('Send a request to see the answer here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('200 OK'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Replay / })).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: /^Replay POST/ }));
    expect(status()).toBe('400 Bad Request');
    expect(JSON.parse((screen.getByRole('textbox', { name: 'Response body' }) as HTMLTextAreaElement).value)).toEqual({
      status: 400,
      message: 'Malformed JSON request. Please check your request body.',
    });
    expect(screen.getByTestId('answer-kept').textContent).toMatch(/^The answer kept in the history for this request, sent /);
    expect(
      within(screen.getByRole('region', { name: 'Answer' }))
        .getByText(/^Headers \(/)
        .closest('details')?.textContent,
    ).toMatch(/content-type\s*application\/json/i);
    expect(screen.getByRole('region', { name: 'Why this answer' }).textContent).toContain('productType is "PAYMENT"');
  });

  it('“curl copied” stays only beside the snippet it copied', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy as curl' }));
    await screen.findByText('curl copied');
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    expect(screen.queryByText('curl copied')).toBeNull();
  });

  it('a production key on the sandbox host is explained beside its 401', async () => {
    const production = useKeysStore.getState().partners[0]!.keys.find((candidate) => candidate.env === 'production')!.key;
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'X-API-KEY' }), { target: { value: production } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toBe('401 Unauthorized'));
    expect(screen.getByRole('list', { name: 'Worth knowing' }).textContent).toBe(
      `sk_live_ keys are production keys: sandbox hosts (${BASE}) take only sk_test_ keys and answer a key of the other environment with 401 "Invalid API key". This key goes to https://api.gateway.test (switch to Production above), or use the partner's sk_test_ key here.`,
    );
  });
});
