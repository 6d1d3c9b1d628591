/**
 * The app rendered in happy-dom over a real sandbox: the page's `fetch` goes to the
 * sandbox's handler as the service worker would send it, and stored changes reach the screens
 * through the store's change feed, as in the app.
 */
import { render } from '@testing-library/react';
import { App } from '../../src/ui/app';
import { BASE, newPartner, newProduct, type Harness } from '../support/harness';
import { openScreenSandbox } from '../support/ui-sandbox';

export interface UiScene {
  h: Harness;
  key: string;
  partnerId: string;
  productId: string;
  /** Calls `{base_url}` + `path` with the partner's key. */
  api(method: string, path: string, body?: unknown): Promise<any>;
  helper(method: string, path: string, body?: unknown): Promise<any>;
  /** Renders the app at `#<hash>`. */
  open(hash: string): void;
}

export async function uiScene(): Promise<UiScene> {
  const h = await openScreenSandbox();
  // Simulated time, so that tests can space records apart.
  await h.json('POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: Date.UTC(2026, 0, 15, 12) } });
  const partner = await newPartner(h, { name: 'Mug shop' });
  const product = await newProduct(h, partner.keys.sandbox, { name: 'Mugs' });
  const call = async (method: string, path: string, key?: string, body?: unknown) =>
    (await h.json(method, `${BASE}${path}`, { key, body })).body;
  return {
    h,
    key: partner.keys.sandbox,
    partnerId: partner.id,
    productId: product.id,
    api: (method, path, body) => call(method, path, partner.keys.sandbox, body),
    helper: (method, path, body) => call(method, path, undefined, body),
    open(hash) {
      location.hash = hash;
      render(<App />);
    },
  };
}
