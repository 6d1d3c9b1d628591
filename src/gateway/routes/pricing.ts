/** The interface's pricing entries of a product. */
import type { z } from 'zod';
import { pricingEntryCreateSchema, pricingEntryUpdateSchema } from '../schemas';
import type { pricingEntryAnswer } from '../schemas';
import { json, keyed } from './declaration';

const ENTRIES = '/api/pay/products/:productId/pricing/entries';

type Entry = typeof pricingEntryAnswer;

export const pricingRoutes = {
  list: keyed(`GET ${ENTRIES}`, { uuids: ['productId'], answer: json<z.ZodArray<Entry>>() }),
  create: keyed(`POST ${ENTRIES}`, { uuids: ['productId'], body: pricingEntryCreateSchema, answer: json<Entry>() }),
  update: keyed(`PATCH ${ENTRIES}/:entryId`, { uuids: ['productId', 'entryId'], body: pricingEntryUpdateSchema, answer: json<Entry>() }),
  remove: keyed(`DELETE ${ENTRIES}/:entryId`, { uuids: ['productId', 'entryId'], answer: 'empty' }),
};
