/**
 * Layers of Monaco's own modules that `monaco-stages.ts` imports one per task, only to have them
 * evaluated early: the package ships no types for them, and none are needed.
 */
declare module 'monaco-editor/editor/common/model/textModel.js';
declare module 'monaco-editor/editor/browser/view.js';
declare module 'monaco-editor/editor/standalone/browser/standaloneServices.js';
declare module 'monaco-editor/editor/browser/widget/diffEditor/diffEditorWidget.js';
declare module 'monaco-editor/editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js';
// The JSON language's diagnostics, completion and hover.
declare module 'monaco-editor/languages/features/json/jsonMode.js';

/** Monaco's font measuring, for `measureFont` in monaco-setup.ts: internal, and typed only as far as used. */
declare module 'monaco-editor/editor/browser/config/fontMeasurements.js' {
  export const FontMeasurements: { readFontInfo(targetWindow: Window, bareFontInfo: unknown): unknown };
}
declare module 'monaco-editor/editor/common/config/fontInfoFromSettings.js' {
  export function createBareFontInfoFromRawSettings(options: { fontSize?: number }, pixelRatio: number): unknown;
}
