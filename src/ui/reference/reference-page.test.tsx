// @vitest-environment happy-dom
/**
 * The reference as a reader uses it, over the real gateway's OpenAPI document: the schema tables,
 * the filter, the quirks, and the examples' links. Running an example needs frames (Chromium:
 * test/browser/reference.test.ts).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Harness } from '../../../test/support/harness';
import { openScreenSandbox } from '../../../test/support/ui-sandbox';
import { decodeScenario } from '../scenario-links/scenario-codec';
import { ReferencePage } from './reference-page';
import { useReferenceStore } from './reference-store';

let harness: Harness;

/** What each observed element tells when it comes near the screen: happy-dom's observer never does. */
const watched = new Map<Element, IntersectionObserverCallback>();
class WatchedObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    watched.set(target, this.callback);
  }
  disconnect() {
    for (const [target, callback] of watched) if (callback === this.callback) watched.delete(target);
  }
}

/** Scrolls an operation near the screen, as far as the reference can tell. */
function bringNear(id: string): HTMLElement {
  const section = operation(id);
  act(() =>
    watched.get(section)?.([{ isIntersecting: true, target: section } as unknown as IntersectionObserverEntry], {} as IntersectionObserver),
  );
  return section;
}

beforeEach(async () => {
  harness = await openScreenSandbox();
  vi.stubGlobal('IntersectionObserver', WatchedObserver);
});

afterEach(() => {
  useReferenceStore.setState(useReferenceStore.getInitialState());
});

async function openReference(operationId: string | null = null) {
  render(<ReferencePage operationId={operationId} />);
  // The document is read through the gateway first: slow on a busy machine.
  await screen.findByRole('navigation', { name: 'Operations' }, { timeout: 10_000 });
}

const operation = (id: string) => document.getElementById(`operation-${id}`)!;
const documentOperationIds = async () => {
  const document = (await (await harness.handler(new Request('https://api.sandbox.gateway.test/_sandbox/openapi.json'))).json()) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.values(document.paths).flatMap((methods) => Object.values(methods).map(({ operationId }) => operationId));
};

describe('the API reference', { timeout: 20_000 }, () => {
  it('shows every operation of the document, grouped by resource', async () => {
    await openReference();
    const ids = await documentOperationIds();
    expect([...document.querySelectorAll('.reference-operation')].map((node) => node.id.replace('operation-', ''))).toEqual(ids);
    const groups = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(groups).toEqual(
      expect.arrayContaining(['Products', 'Payments', 'Webhooks', 'Sandbox helpers: clock', 'Sandbox helpers: records']),
    );
  });

  it('draws a request body as a table of fields with their types, what is required, and an enum’s values', async () => {
    await openReference();
    const table = within(bringNear('post-api-pay-plugin-webhook')).getByRole('table', { name: 'Request body' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => candidate.querySelector('code')?.textContent === name)!;
    expect(row('expectedCode').textContent).toContain('required');
    expect(row('name').textContent).toContain('optional');
    expect(within(row('method')).getByText('POST', { selector: 'code' })).toBeTruthy();
    expect(row('headers').textContent).toMatch(/map of array of string/);
  });

  it('draws an operation’s tables and examples only once it comes near the screen, the one the address names at once', async () => {
    await openReference('get-sandbox-clock');
    const far = operation('post-api-pay-plugin-webhook');
    expect(within(far).queryByRole('table')).toBeNull();
    expect(within(far).getByText('Drawing…')).toBeTruthy();
    expect(within(operation('get-sandbox-clock')).getByRole('table', { name: 'Answer' })).toBeTruthy();
    bringNear('post-api-pay-plugin-webhook');
    expect(within(far).getByRole('table', { name: 'Request body' })).toBeTruthy();
  });

  it('opens a nested object’s fields beneath its row, and closes them again', async () => {
    await openReference();
    const table = within(bringNear('post-api-product-pay')).getByRole('table', { name: 'Request body' });
    const toggle = within(table).getByRole('button', { name: 'Show the fields of bankAccountDetails' });
    expect(within(table).queryByRole('table', { name: 'Request body.bankAccountDetails' })).toBeNull();
    fireEvent.click(toggle);
    const nested = within(table).getByRole('table', { name: 'Request body.bankAccountDetails' });
    const iban = within(nested)
      .getAllByRole('row')
      .find((candidate) => candidate.querySelector('code')?.textContent === 'iban')!;
    expect(iban.textContent).toContain('required');
    fireEvent.click(within(table).getByRole('button', { name: 'Hide the fields of bankAccountDetails' }));
    expect(within(table).queryByRole('table', { name: 'Request body.bankAccountDetails' })).toBeNull();
  });

  it('shows the interface’s quirks beside the operations that have them', async () => {
    await openReference();
    const quirks = (id: string) => within(operation(id)).queryByRole('note', { name: 'Quirks of the interface' })?.textContent ?? '';
    expect(quirks('post-api-pay-product-by-productId-subproduct-pricing')).toContain('Creating answers 200, not 201.');
    expect(quirks('post-api-pay-product-by-productId-subproduct-pricing')).toContain('A missing externalId answers 500');
    expect(quirks('post-api-pay-product-by-productId-subproduct-pricing')).toContain('(12.99) is truncated');
    expect(quirks('get-api-payment-product-by-productRef-subproduct-by-paymentHash-status')).toMatch(
      /with no API key.*text\/plain 404 No route found for: GET/,
    );
    expect(quirks('post-api-pay-plugin-webhook')).toContain('A missing expectedCode or retries answers 500');
    expect(quirks('get-sandbox-clock')).toBe('');
  });

  it('filters the operations by path, summary or operationId, every word matching', async () => {
    await openReference();
    const filter = screen.getByRole('searchbox', { name: 'Filter operations' });
    fireEvent.change(filter, { target: { value: 'webhook step 3' } });
    expect([...document.querySelectorAll('.reference-operation')].map((node) => node.id)).toEqual([
      'operation-post-api-pay-plugin-webhook-by-webhookId-products-by-productId',
    ]);
    fireEvent.change(filter, { target: { value: 'get-sandbox-clock' } });
    expect(document.querySelectorAll('.reference-operation')).toHaveLength(1);
    expect(screen.getByText(`1 of ${(await documentOperationIds()).length} operations`)).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'no such operation' } });
    expect(document.querySelectorAll('.reference-operation')).toHaveLength(0);
    expect(screen.getByText('No operation matches “no such operation”.')).toBeTruthy();
  });

  it('links each example to the console as a scenario that makes what the operation needs first', async () => {
    await openReference();
    const link = await within(bringNear('post-api-pay-product-by-productId-subproduct-pricing')).findByRole(
      'link',
      { name: 'Open in the console' },
      { timeout: 10_000 },
    );
    const scenario = await decodeScenario(link.getAttribute('href')!.replace('#/scenario/', ''));
    expect(scenario.steps.map((step) => `${step.method} ${step.url.replace(/^https:\/\/[^/]+/, '')}`)).toEqual([
      'POST /api/product/pay',
      'POST /api/pay/product/{{0.id}}/subproduct/pricing',
    ]);
    expect(scenario.steps[1]!.body).toMatchObject({ price: 1299, externalId: 'order-1001' });
  });

  it('says so when the address names an operation the document does not have', async () => {
    await openReference('get-no-such-thing');
    expect(screen.getByText('The document has no operation get-no-such-thing.')).toBeTruthy();
  });
});
