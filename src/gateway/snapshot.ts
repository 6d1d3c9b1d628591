/** Export, import and reset: the whole store as one JSON document. */
import { z } from 'zod';
import { errors, GatewayError } from './errors';
import { COLLECTIONS, type CollectionName, type Collections, type Store } from './ports';

const FORMAT = 'gateway-playground-snapshot';
const VERSION = 1;

export type Snapshot = {
  format: typeof FORMAT;
  version: typeof VERSION;
  collections: { [C in CollectionName]: Collections[C][] };
};

/**
 * What an import accepts: our format tag and version, and an array of objects for every
 * collection. Records are taken as they are; anything else answers 400 and changes nothing.
 */
const snapshotSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  collections: z.object(
    Object.fromEntries(COLLECTIONS.map((name) => [name, z.array(z.looseObject({}))])) as Record<
      CollectionName,
      z.ZodArray<z.ZodObject>
    >,
  ),
});

export async function exportSnapshot(store: Store): Promise<Snapshot> {
  return store.read(async (tx) => {
    const collections = {} as Record<CollectionName, unknown[]>;
    for (const name of COLLECTIONS) collections[name] = await tx.all(name);
    return { format: FORMAT, version: VERSION, collections } as Snapshot;
  });
}

/** Replaces all data with the snapshot's, in one transaction. */
export async function importSnapshot(store: Store, input: unknown): Promise<void> {
  const parsed = snapshotSchema.safeParse(input);
  if (!parsed.success) throw errors.badRequest('Not a gateway-playground snapshot');
  const snapshot = parsed.data as unknown as Snapshot;
  try {
    await store.write(async (tx) => {
      for (const name of COLLECTIONS) {
        await tx.clear(name);
        for (const record of snapshot.collections[name]) await tx.put(name, record as never);
      }
    });
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    // The store refused a record (no key, a duplicate unique key): the transaction rolled back.
    throw errors.badRequest(`Snapshot record rejected: ${(error as Error).message}`);
  }
}

/** Empties every collection. */
export async function resetStore(store: Store): Promise<void> {
  await store.write(async (tx) => {
    for (const name of COLLECTIONS) await tx.clear(name);
  });
}
