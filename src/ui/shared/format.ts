/** Formatting shared by the screens. Everything here returns plain strings that React renders as text. */

/** Grosze to the way a price is read: 1299 → "12.99 PLN". */
export function formatAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(grosze));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} PLN`;
}

/** A response body for reading: pretty JSON when it parses, the raw text otherwise. */
export function prettyBody(text: string): string {
  if (text.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Epoch milliseconds as a local date and time. */
export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString();
}

/** Epoch milliseconds as UTC: 1768478400000 → "2026-01-15 12:00:00.000 UTC" (or to the second). */
export function formatUtc(epochMs: number, precision: 'ms' | 's' = 'ms'): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, precision === 'ms' ? 23 : 19)} UTC`;
}
