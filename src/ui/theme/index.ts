/**
 * The light and dark themes: the switch, the stored choice, the editor's colours.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { useTheme } from './theme-store';
export type { Theme } from './theme-store';
export { ThemeSwitch } from './theme-switch';
export { tokenColor } from './token-color';
