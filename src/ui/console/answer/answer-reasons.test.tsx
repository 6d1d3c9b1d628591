// @vitest-environment happy-dom
/**
 * Beside an answer that gives no reason, the console says what in the request caused it, and a
 * body that is not JSON is sent only once the person says so. The wire stays as the interface
 * has it: the requests go to the sandbox's real handler.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPartner, newProduct, type Harness } from '../../../../test/support/harness';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { useKeysStore } from '../../keys/keys-store';
import { useWorkingKey } from '../../keys/working-key';
import { ConsolePage } from '../console-page';
import { useConsoleStore } from '../console-store';

vi.mock('../../editor/monaco-json-editor', async () => ({ MonacoJsonEditor: (await import('../../editor/json-editor')).PlainJsonEditor }));

let harness: Harness;
let productId: string;
/** Every answer the page got, as the gateway sent it. */
let answers: unknown[];

beforeEach(async () => {
  answers = [];
  harness = await openScreenSandbox({
    route: async (request, toSandbox) => {
      const response = await toSandbox(request);
      if (new URL(request.url).pathname.includes('/subproduct/')) answers.push(await response.clone().json());
      return response;
    },
  });
  const key = (await newPartner(harness)).keys.sandbox;
  productId = (await newProduct(harness, key, { name: 'Mugs' })).id;
  await useKeysStore.getState().refresh();
  render(<ConsolePage />);
  // The guided steps are drawn at once and enabled once the catalogue is read.
  const step = (await screen.findByRole('button', { name: '4. Create a payment' }, { timeout: 10_000 })) as HTMLButtonElement;
  await waitFor(() => expect(step.disabled).toBe(false), { timeout: 10_000 });
  await waitFor(() => expect((screen.getByRole('textbox', { name: 'X-API-KEY' }) as HTMLInputElement).value).toBe(key));
  fireEvent.click(screen.getByRole('button', { name: '4. Create a payment' }));
  await waitFor(() => expect(urlField().value).toContain(productId));
});

afterEach(async () => {
  await waitFor(() => expect(useConsoleStore.getState().sending).toBe(false));
  await useConsoleStore.getState().clearHistory();
  useConsoleStore.setState(useConsoleStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  localStorage.clear();
  sessionStorage.clear();
});

const urlField = () => screen.getByRole('textbox', { name: 'URL' }) as HTMLInputElement;
const status = () => screen.getByTestId('response-status').textContent;
const reasons = () => screen.getByRole('region', { name: 'Why this answer' }).textContent;
const MALFORMED_JSON = { status: 400, message: 'Malformed JSON request. Please check your request body.' };

async function sendBody(body: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Request body' }), { target: { value: body } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the reasons beside an answer', () => {
  it('a price written as a string: the answer is the bare 400, and the console names price', async () => {
    await sendBody('{"price": "1299", "externalId": "order-1"}');
    await waitFor(() => expect(status()).toBe('400 Bad Request'));
    expect(answers).toEqual([MALFORMED_JSON]);
    expect(reasons()).toContain('price is "1299", a string; the interface takes a number there');
  });

  it('an empty body: the console says it is empty', async () => {
    await sendBody('');
    await waitFor(() => expect(status()).toBe('400 Bad Request'));
    expect(answers).toEqual([MALFORMED_JSON]);
    expect(reasons()).toMatch(
      /^Why this answerThe body is empty: POST \/api\/pay\/product\/\{productId\}\/subproduct\/pricing reads a JSON object/,
    );
  });

  it('a malformed UUID in the path: the 500 is explained by the path id', async () => {
    fireEvent.change(urlField(), { target: { value: urlField().value.replace(productId, '01a234d7') } });
    await sendBody('{"price": 1299, "externalId": "order-2"}');
    await waitFor(() => expect(status()).toBe('500 Internal Server Error'));
    expect(answers).toEqual([{ status: 500, message: 'Something went wrong' }]);
    expect(reasons()).toContain('productId in the path is "01a234d7", which is not a UUID');
  });

  it('a well-formed payment has no reasons panel', async () => {
    await sendBody('{"price": 1299, "externalId": "order-3"}');
    await waitFor(() => expect(status()).toBe('200 OK'));
    expect(screen.queryByRole('region', { name: 'Why this answer' })).toBeNull();
  });
});

describe('a body that is not JSON', () => {
  it('is sent only after the page asks, and its answer says where it breaks', async () => {
    await sendBody('{"price": 1299,');
    const ask = await screen.findByRole('alertdialog', { name: 'The body is not JSON.' });
    expect(ask.textContent).toContain('A field name (in double quotes) expected, at line 1, column 16.');
    expect(answers).toEqual([]);
    expect(screen.getByText('Send a request to see the answer here.')).toBeTruthy();

    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(status()).toBe('400 Bad Request'));
    expect(answers).toEqual([MALFORMED_JSON]);
    expect(reasons()).toContain('The body is not JSON: a field name (in double quotes) expected, at line 1, column 16.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
