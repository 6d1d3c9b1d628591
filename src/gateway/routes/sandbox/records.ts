/**
 * The records browser for support staff: paged records of every collection, searched by the start
 * of a key, and one record with what belongs to it. One route per collection, so an unknown collection
 * is an unknown route (the plain-text 404).
 */
import type { z } from 'zod';
import type { Gateway } from '../../gateway';
import { RECORD_COLLECTIONS, type RecordCollection } from '../../core';
import type { RecordPage } from '../../records';
import { recordPageQuery } from '../../schemas';
import { helper, json } from '../declaration';

/** One record with what belongs to it, as the gateway reads it. */
type RecordDetail = Awaited<ReturnType<Gateway['records']['detail']>>;

// The answer schemas name each collection's stored record; the types are the gateway's.
const pageRoute = <C extends RecordCollection>(collection: C) =>
  helper(`GET /_sandbox/records/${collection}`, { query: recordPageQuery, answer: json<z.ZodType<RecordPage<C>>>() });

const detailRoute = <C extends RecordCollection>(collection: C) =>
  helper(`GET /_sandbox/records/${collection}/:id`, { answer: json<z.ZodType<RecordDetail>>() });

type RecordRoutes = { [C in RecordCollection as `${C}Page`]: ReturnType<typeof pageRoute<C>> } & {
  [C in RecordCollection as `${C}Detail`]: ReturnType<typeof detailRoute<C>>;
};

export const recordRoutes = Object.fromEntries(
  RECORD_COLLECTIONS.flatMap((collection) => [
    [`${collection}Page`, pageRoute(collection)],
    [`${collection}Detail`, detailRoute(collection)],
  ]),
) as RecordRoutes;
