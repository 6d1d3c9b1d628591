/**
 * The console's answer: the panel, the reasons a request was refused, surprises, banners and images.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { AnswerPanel } from './answer-panel';
export { imageKindOf } from './image-kind';
export type { ImageKind } from './image-kind';
export { reasonsOf } from './reasons';
export { RedirectLink } from './redirect-link';
export { surprisesOf } from './surprises';
export type { Exchange } from './surprises';
