/**
 * The JSON editor: Monaco loaded in stages, with a plain editor until it is in, and the accepted mistakes it marks.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { messageOf, mistakesIn } from './accepted-mistakes';
export { JsonEditor, PlainJsonEditor } from './json-editor';
export { MonacoJsonEditor } from './monaco-json-editor';
export { monaco } from './monaco-setup';
export { loadMonaco, loadMonacoEarly } from './monaco-stages';
