/**
 * Keeps the zustand slices in step with the stored data: after every committed write, in this
 * tab or another, the slices whose records changed read them again.
 */
import type { CollectionName, Store } from '../../gateway/ports';
import { useCheckoutStore } from '../checkout/checkout-store';
import { useDataStore } from '../data/data-store';
import { useFaultsStore } from '../faults/faults-store';
import { useKeysStore } from '../keys/keys-store';
import { fetchPartnerKeys } from '../keys/partner-keys';
import { useRecordsStore } from '../records/records-store';
import { useWebhooksStore } from '../webhooks/webhooks-store';

/** Starts the live wiring and reads the first data; answers the function that stops it. */
export function connectLiveData(store: Store): () => void {
  let keysRead = 0;
  async function refreshKeys(): Promise<void> {
    const read = ++keysRead;
    const partners = await fetchPartnerKeys();
    // Writes can come in quick bursts: an older read finishing late must not win.
    if (read === keysRead) useKeysStore.getState().setPartners(partners);
  }

  const touches = (collections: CollectionName[], ...names: CollectionName[]) =>
    names.some((name) => collections.includes(name));

  void refreshKeys().catch(reportFailure);
  return store.onChange((collections) => {
    if (touches(collections, 'partners', 'apiKeys')) void refreshKeys().catch(reportFailure);
    // The checkout shows a payment with its product's name, locale, logo and customizations.
    if (touches(collections, 'payments', 'products', 'customizations')) {
      void useCheckoutStore.getState().refresh().catch(reportFailure);
    }
    // The webhook inspector reads only while it is open; its refreshes report their own failures.
    const webhooks = useWebhooksStore.getState();
    if (touches(collections, 'deliveries')) void webhooks.refreshAttempts();
    // Settings hold the clock, the receivers' scripts and call counts, and the API faults.
    if (touches(collections, 'settings')) {
      void useFaultsStore.getState().refresh();
      void webhooks.refreshClock();
      void webhooks.refreshReceivers();
    }
    // The Data screen counts every collection, so any change re-reads it (only while it is open).
    void useDataStore.getState().refresh();
    void useRecordsStore.getState().refresh();
  });
}

function reportFailure(error: unknown): void {
  console.error('Could not refresh the screen after a stored change', error);
}
