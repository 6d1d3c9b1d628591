/**
 * The keys screen: partners and their API keys, and the working key the other screens use.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { ApiKeyRow } from './api-key-row';
export { CreatePartnerForm } from './create-partner-form';
export { KeysPage } from './keys-page';
export { useKeysStore } from './keys-store';
export { isKeyInForce, keyToOffer, PARTNER_COLLECTIONS } from './partner-keys';
export type { PartnerKey, PartnerKeys } from './partner-keys';
export { useCurrentWorkingKey, useWorkingKey, workingKey } from './working-key';
