import { toEpochSeconds } from './ids';

/**
 * A copy of `value` without its `undefined` properties. Used where a PATCH merges only the sent
 * fields, and before storing, because IndexedDB would keep `undefined` properties in snapshots.
 */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A record as responses show it: `createdAt`/`updatedAt` in epoch seconds with a fraction. */
export function withEpochSeconds<T extends { createdAt: number; updatedAt?: number }>(record: T): T {
  return compact({
    ...record,
    createdAt: toEpochSeconds(record.createdAt),
    updatedAt: record.updatedAt === undefined ? undefined : toEpochSeconds(record.updatedAt),
  });
}

/** The fields a PATCH sent, typed so that spreading them over a record keeps it whole. */
export function sentFields<T extends object>(changes: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return compact(changes) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
