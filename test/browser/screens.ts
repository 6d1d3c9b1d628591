/**
 * Every screen of the app, with the hash that opens it and what shows once it is usable: shared by
 * the scale test and the browser bench, so both open the screens the same way.
 */
import type { LargeStore } from './large-store';

export interface ScreenVisit {
  name: string;
  hash: string;
  /** A selector present only once the screen shows its data (main's `data-screen` names the screen shown). */
  ready: string;
  /**
   * A selector present once the screen's later parts, loaded after it is usable, have arrived too
   * (the console's Monaco editor): the bench counts their tasks in the screen's visit as well.
   */
  settled?: string;
}

export function screenVisits(store: LargeStore): ScreenVisit[] {
  return [
    {
      name: 'console',
      hash: '#/console',
      ready: 'main[data-screen="console"] h1',
      settled: 'main[data-screen="console"] .request-panel .monaco-editor',
    },
    { name: 'keys', hash: '#/keys', ready: 'main[data-screen="keys"] .partner-list li' },
    { name: 'webhooks', hash: '#/webhooks', ready: 'main[data-screen="webhooks"] [data-testid="notification"]' },
    { name: 'data', hash: '#/data', ready: 'main[data-screen="data"] [data-testid="count-payments"]' },
    { name: 'reference', hash: '#/reference', ready: 'main[data-screen="reference"] .reference-operation .schema-table' },
    {
      name: 'checkout',
      hash: `#/checkout/${store.productId}?externalId=${store.unpaidHash}`,
      ready: 'main[data-screen="checkout"] .pay-form',
    },
  ];
}
