/** What is stored, in numbers a person reads at a glance. Pure: no fetch, no DOM. */
import type { CountedCollection } from '../../gateway';
import type { SandboxSummary } from '../shared/sandbox-client';

/** The collections counted on screen, in the order shown, with their names in the UI. */
export const COUNTED = [
  ['partners', 'Partners', 'partner', 'partners'],
  ['apiKeys', 'API keys', 'API key', 'API keys'],
  ['products', 'Products', 'product', 'products'],
  ['payments', 'Payments', 'payment', 'payments'],
  ['pricingEntries', 'Pricing entries', 'pricing entry', 'pricing entries'],
  ['forms', 'Form versions', 'form version', 'form versions'],
  ['customizations', 'Customizations', 'customization', 'customizations'],
  ['webhooks', 'Webhooks', 'webhook', 'webhooks'],
  ['deliveries', 'Delivery attempts', 'delivery attempt', 'delivery attempts'],
] as const satisfies readonly (readonly [CountedCollection, string, string, string])[];

export type DataSummary = SandboxSummary;

/** One line for messages: "2 partners, 1 product, 1 scripted receiver", or "nothing stored". */
export function describeCounts(summary: DataSummary): string {
  const parts = COUNTED.filter(([name]) => summary.counts[name] > 0).map(([name, , one, many]) => plural(summary.counts[name], one, many));
  if (summary.receivers > 0) parts.push(plural(summary.receivers, 'scripted receiver', 'scripted receivers'));
  return parts.length > 0 ? parts.join(', ') : 'nothing stored';
}

/** Whether anything is stored that an import would replace. */
export function holdsData(summary: DataSummary): boolean {
  return summary.receivers > 0 || COUNTED.some(([name]) => summary.counts[name] > 0);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Where a snapshot is saved: `gateway-playground-2026-01-15T12-00-00Z.json` (UTC, no colons for Windows). */
export function snapshotFileName(at: Date): string {
  return `gateway-playground-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.json`;
}
