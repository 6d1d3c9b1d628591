/**
 * Durations as the webhooks screen shows them: the clock's steps, a retry's wait, the next
 * attempt's. Kept at the screen's top, where its clock and deliveries both reach it, and out of
 * shared/format.ts, which the checkout loads.
 */

/** A duration as people read it: 1 s, 5 min, 1 h 30 min, 2 d 3 h. Negative counts as 0. */
export function formatDuration(ms: number): string {
  let seconds = Math.max(0, Math.round(ms / 1000));
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(seconds / size);
    seconds -= count * size;
    if (count > 0) parts.push(`${count} ${unit}`);
  }
  return parts.slice(0, 2).join(' ') || '0 s';
}
