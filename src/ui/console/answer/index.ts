/**
 * The console's answer explained: the reasons a request was refused, surprises, banners and images, and the parts that show them.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { AnswerReasons } from './answer-reasons';
export { BannerView } from './banner-view';
export { imageKindOf } from './image-kind';
export type { ImageKind } from './image-kind';
export { reasonsOf } from './reasons';
export { RedirectLink } from './redirect-link';
export { surprisesOf } from './surprises';
export type { Exchange } from './surprises';
