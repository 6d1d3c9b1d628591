/**
 * The app's frame: the page layout, the header, the banners and who answers.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { AppHeader } from './app-header';
export { NotFoundPage } from './not-found-page';
export { ServerBanner } from './server-banner';
export { useServerReach } from './server-reach';
export { UpdateBanner } from './update-banner';
export { useUpdateStore } from './update-store';
export type { WorkerProblem } from './worker-problem';
export { WorkerProblemPage } from './worker-problem-page';
