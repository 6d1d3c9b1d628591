/**
 * Monaco's two themes, one per app theme, coloured from the design tokens: the editor sits on the
 * same surface, with the same text and muted line numbers, as the rest of the page. Monaco's own
 * light and dark themes give the JSON its colours, each made for a background like ours.
 */
import { type Theme, tokenColor } from '../theme';
import { monaco } from './monaco-setup';

export const MONACO_THEMES: Record<Theme, string> = { light: 'gateway-light', dark: 'gateway-dark' };

/** Defines both themes (a switch then only names the other one); needs the app's stylesheet loaded. */
export function defineMonacoThemes(): void {
  for (const theme of ['light', 'dark'] as const) {
    const color = (token: string) => tokenColor(token, theme);
    const [surface, text, muted, line] = ['--surface', '--text', '--muted', '--line'].map(color) as [string, string, string, string];
    monaco.editor.defineTheme(MONACO_THEMES[theme], {
      base: theme === 'dark' ? 'vs-dark' : 'vs',
      inherit: true,
      rules: [],
      colors: {
        'editor.background': surface,
        'editor.foreground': text,
        'editorGutter.background': surface,
        'editorLineNumber.foreground': muted,
        'editorLineNumber.activeForeground': text,
        'editorWidget.background': surface,
        'editorWidget.border': line,
        'editorHoverWidget.background': surface,
        'editorHoverWidget.border': line,
        'editorSuggestWidget.background': surface,
        'editorSuggestWidget.border': line,
      },
    });
  }
}
