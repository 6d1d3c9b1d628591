/** What a snapshot holds, in numbers a person reads at a glance. Pure: no fetch, no DOM. */
import { CLOCK_SETTING, type ClockState } from '../../clock/switchable-clock';
import { RECEIVER_SETTING_PREFIX } from '../../gateway/receivers';
import type { CollectionName } from '../../gateway/ports';
import type { Snapshot } from '../../gateway/snapshot';

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
] as const satisfies readonly (readonly [Exclude<CollectionName, 'settings'>, string, string, string])[];

export type CountedName = (typeof COUNTED)[number][0];


/** The clock as a snapshot stores it. */
export type ClockSummary = ClockState;

export interface DataSummary {
  counts: Record<CountedName, number>;
  receivers: number;
  clock: ClockSummary;
}

/** Counts every collection of a snapshot; the settings become the clock mode and the receiver count. */
export function summarize(snapshot: Snapshot): DataSummary {
  const counts = Object.fromEntries(
    COUNTED.map(([name]) => [name, snapshot.collections[name].length]),
  ) as Record<CountedName, number>;
  const settings = snapshot.collections.settings;
  const receivers = settings.filter((setting) => setting.name.startsWith(RECEIVER_SETTING_PREFIX)).length;
  return { counts, receivers, clock: clockOf(settings.find((setting) => setting.name === CLOCK_SETTING)?.value) };
}

/** No stored clock is real time, as the gateway reads it. */
function clockOf(value: unknown): ClockSummary {
  const clock = value as { mode?: unknown; now?: unknown } | undefined;
  if (clock?.mode === 'simulated' && typeof clock.now === 'number') return { mode: 'simulated', now: clock.now };
  return { mode: 'real' };
}

/** One line for messages: "2 partners, 1 product, 1 scripted receiver", or "nothing stored". */
export function describeCounts(summary: DataSummary): string {
  const parts = COUNTED.filter(([name]) => summary.counts[name] > 0).map(([name, , one, many]) =>
    plural(summary.counts[name], one, many),
  );
  if (summary.receivers > 0) parts.push(plural(summary.receivers, 'scripted receiver', 'scripted receivers'));
  return parts.length > 0 ? parts.join(', ') : 'nothing stored';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Where a snapshot is saved: `gateway-playground-2026-01-15T12-00-00Z.json` (UTC, no colons for Windows). */
export function snapshotFileName(at: Date): string {
  return `gateway-playground-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.json`;
}
