/**
 * Who may call, and what a call meets on its way in: partners and their API keys (`auth.ts`), the
 * caller a key stands for, whether a product is the caller's (`ownership.ts`), the injected API
 * faults, and admission, which reads a request's fault rule and caller in one transaction.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { admissionModule } from './admission';
export type { Admission } from './admission';
export { authModule, partnerOf, sandboxKeysFirst } from './auth';
export type { Caller } from './caller';
export { decideFault, faultsModule, isActive, seededRandom } from './faults';
export type { Fault, FaultSettings } from './faults';
export { assertOwnPartner, loadOwnedProduct } from './ownership';
