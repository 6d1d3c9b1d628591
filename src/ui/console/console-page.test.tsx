// @vitest-environment happy-dom
/**
 * The console as a person uses it, over the real gateway: every fetch of the page goes to the
 * sandbox's handler. Monaco is exercised in the real-browser test; here the plain editor it
 * falls back to stands in, since happy-dom runs no workers.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openScreenSandbox } from '../../../test/support/ui-sandbox';
import { BASE, newPartner, newProduct, type Harness } from '../../../test/support/harness';
import { useKeysStore } from '../keys/keys-store';
import { useWorkingKey } from '../keys/working-key';
import { ConsolePage } from './console-page';
import { useConsoleStore } from './console-store';

// Each role query over the console's thousand elements takes from a tenth of a second to two in
// happy-dom, and a test here makes a dozen: alone on a quiet machine they take up to 3.4 s, too
// near vitest's default 5 s for a loaded one.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../editor/json-editor')).PlainJsonEditor }));

let harness: Harness;
let key: string;

beforeEach(async () => {
  harness = await openScreenSandbox();
  key = (await newPartner(harness)).keys.sandbox;
  await useKeysStore.getState().refresh();
});

afterEach(async () => {
  await useConsoleStore.getState().clearHistory();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  localStorage.clear();
  sessionStorage.clear();
});

async function openConsole() {
  render(<ConsolePage />);
  // The catalogue comes from the gateway's OpenAPI document: more than Testing Library's default
  // second on a loaded machine, as console-wire and console-key wait for it too.
  await screen.findByRole('button', { name: /POST \/api\/product\/pay$/ }, { timeout: 10_000 });
}

const urlField = () => screen.getByRole('textbox', { name: 'URL' }) as HTMLTextAreaElement;
const bodyField = () => screen.getByRole('textbox', { name: 'Request body' }) as HTMLTextAreaElement;

describe('the console screen', () => {
  it('picking an operation fills method, URL with the newest product, and the example body', async () => {
    await newProduct(harness, key, { name: 'Older' });
    const newest = await newProduct(harness, key, { name: 'Newest' });
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/pay\/product\/\{productId\}\/subproduct\/pricing/ }));
    expect((screen.getByRole('combobox', { name: 'Method' }) as HTMLSelectElement).value).toBe('POST');
    expect(urlField().value).toBe(`${BASE}/api/pay/product/${newest.id}/subproduct/pricing`);
    expect(JSON.parse(bodyField().value)).toMatchObject({ price: 1299, externalId: 'order-1001' });
    expect(screen.getByRole('region', { name: 'About this operation' }).textContent).toContain('Create a payment');
  });

  it('path pickers list the key’s stored products by name, and choosing one rewrites the URL', async () => {
    const mugs = await newProduct(harness, key, { name: 'Mugs' });
    await newProduct(harness, key, { name: 'Cups' });
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /PATCH \/api\/product\/pay\/\{productId\}/ }));
    // The stored products are read after the catalogue shows: the picker comes once they are in.
    const picker = (await screen.findByRole('combobox', { name: 'productId' }, { timeout: 10_000 })) as HTMLSelectElement;
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cups', 'Mugs']);
    fireEvent.change(picker, { target: { value: mugs.id } });
    expect(urlField().value).toBe(`${BASE}/api/product/pay/${mugs.id}`);
  });

  it('switching to production moves the request to the production hosts with that environment’s key', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/api\/payment\/product\/\{productRef\}/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Production/ }));
    expect(urlField().value).toMatch(/^https:\/\/status\.gateway\.test\/api\/payment\/product\//);
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    expect(urlField().value).toBe('https://api.gateway.test/api/product/pay');
    expect((screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement).value).toMatch(/^sk_live_/);
  });

  it('keeps its key when another partner is created meanwhile', async () => {
    await openConsole();
    const keyField = () => screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement;
    await waitFor(() => expect(keyField().value).toBe(key));

    await newPartner(harness, { name: 'Created later' });
    await useKeysStore.getState().refresh();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keyField().value).toBe(key);
  });

  it('takes up the key last used on another screen when it opens again', async () => {
    const other = (await newPartner(harness, { name: 'Chosen in the webhooks manager' })).keys.sandbox;
    await useKeysStore.getState().refresh();
    useWorkingKey.getState().use(key);
    await openConsole();
    const keyField = () => screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement;
    await waitFor(() => expect(keyField().value).toBe(key));
    cleanup();

    useWorkingKey.getState().use(other);
    await openConsole();

    await waitFor(() => expect(keyField().value).toBe(other));
  });

  it('a path parameter with no value stored stops the send and says which one, and nothing is sent or kept', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/pay\/product\/\{productId\}\/subproduct\/pricing/ }));
    expect(urlField().value).toBe(`${BASE}/api/pay/product/{productId}/subproduct/pricing`);

    fireEvent.keyDown(bodyField(), { key: 'Enter', ctrlKey: true });

    expect((await screen.findByText(/^Choose a value for \{productId\} first/)).textContent).toContain('create the record it names');
    expect(screen.queryByTestId('response-status')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Replay / })).toBeNull();
  });

  it('a blank URL or words stop the send and say what to type; a path alone goes to the environment’s host', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    const sendAs = async (typed: string) => {
      const send = screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;
      // Busy until the previous request is kept in the history.
      await waitFor(() => expect(send.disabled).toBe(false));
      fireEvent.change(urlField(), { target: { value: typed } });
      fireEvent.click(send);
    };

    await sendAs('');
    expect((await screen.findByText(/^Enter a full URL/)).textContent).toContain('/api/product/pay');
    await sendAs('/_sandbox/clock');
    await waitFor(() => expect(screen.getByTestId('response-status').textContent).toBe('200 OK'));
    expect(screen.queryByText(/^Enter a full URL/)).toBeNull();
    expect(urlField().value).toBe(`${BASE}/_sandbox/clock`);
    await sendAs('not a url at all');
    await screen.findByText(/^Enter a full URL/);
    expect(screen.getAllByRole('button', { name: /^Replay / }).map((button) => button.getAttribute('title'))).toEqual([
      `GET ${BASE}/_sandbox/clock`,
    ]);
  });

  it('the URL keeps to one line: Enter sends it instead of breaking the line, and a pasted line break is dropped', async () => {
    await openConsole();
    fireEvent.change(urlField(), { target: { value: `${BASE}/_sandbox/\nclock\r\n` } });
    expect(urlField().value).toBe(`${BASE}/_sandbox/clock`);

    expect(fireEvent.keyDown(urlField(), { key: 'Enter', isComposing: true })).toBe(true);
    expect(fireEvent.keyDown(urlField(), { key: 'Enter', shiftKey: true })).toBe(true);
    expect(screen.queryByTestId('response-status')).toBeNull();
    // Handled: the browser's own line break is prevented.
    expect(fireEvent.keyDown(urlField(), { key: 'Enter' })).toBe(false);

    await waitFor(() => expect(screen.getByTestId('response-status').textContent).toBe('200 OK'));
  });

  it('a host outside the sandbox that gives no answer is explained, and the history names that host', async () => {
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      input.startsWith('https://shop.example')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : harness.handler(new Request(input, init)),
    );
    await openConsole();
    fireEvent.change(urlField(), { target: { value: 'https://shop.example/orders?id=7' } });
    fireEvent.click(screen.getByRole('button', { name: /^Send/ }));

    expect((await screen.findByText(/Failed to fetch/)).textContent).toMatch(/shop\.example is outside the sandbox: .*CORS/);
    expect((await screen.findByRole('button', { name: /^Replay GET shop\.example\/orders\?id=7 no answer / })).title).toBe(
      'GET https://shop.example/orders?id=7',
    );
  });

  it('a sent request is answered, kept in the history, replayed into the editor, and cleared', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('button', { name: /POST \/api\/product\/pay$/ }));
    fireEvent.keyDown(bodyField(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByTestId('response-status').textContent).toBe('200 OK'));
    const replay = await screen.findByRole('button', { name: /^Replay POST Create a product.* 200 / });

    fireEvent.click(screen.getByRole('button', { name: /GET \/_sandbox\/clock$/ }));
    expect(urlField().value).toBe(`${BASE}/_sandbox/clock`);
    fireEvent.click(replay);
    expect(urlField().value).toBe(`${BASE}/api/product/pay`);
    expect(JSON.parse(bodyField().value)).toMatchObject({ name: 'Blue Mugs' });

    vi.stubGlobal('confirm', () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Replay / })).toBeNull());
  });
});
