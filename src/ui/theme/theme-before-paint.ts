/**
 * What runs in each page's head before its first paint (build/theme-before-paint-plugin.ts
 * inlines it): without it the page would paint in one theme and switch once the app's scripts
 * and stylesheet arrive, a flash a reader of a dark docs page sees on every embed.
 */

/** Where the app's switch keeps the reader's choice. */
export const THEME_STORAGE_KEY = 'gateway-playground:theme';

/**
 * The page's `color-scheme`, which picks each token's light or dark value (src/ui/styles.css) and
 * colours native controls, scrollbars and the canvas, the boot message's included, before the
 * stylesheet has loaded. The one place it is set: the build lowers light-dark() for older
 * browsers into variables that these very rules switch, so every page using the tokens needs
 * them. `data-theme` forces a theme on any element, the root or a part (token-color.ts).
 */
export const COLOR_SCHEME_CSS =
  ':root{color-scheme:light dark}[data-theme="light"]{color-scheme:light}[data-theme="dark"]{color-scheme:dark}';

/**
 * Sets `data-theme` on the root when the page's theme is forced: by `?theme=dark|light` in the
 * hash's query (`#/embed/<data>?theme=dark`, as an embed link carries it) or the page's own query,
 * else, outside an embed, by the choice the app's switch stored. Otherwise it leaves the root
 * alone, and the page follows prefers-color-scheme. An embed never reads the stored choice: on a
 * docs page it follows the reader, not what the app was once set to on the same site.
 *
 * Inlined by its source text: it must use nothing from outside itself, and it may not throw
 * (storage is denied to a cross-site frame).
 */
export function themeBeforePaint(page: Pick<Window, 'document' | 'location' | 'localStorage'>, storageKey: string): void {
  const theme = /[?&]theme=(light|dark)(?:&|$)/;
  const forced = theme.exec(page.location.hash) ?? theme.exec(page.location.search);
  let stored: string | null = null;
  if (!forced && !page.location.hash.startsWith('#/embed/')) {
    try {
      stored = page.localStorage.getItem(storageKey);
    } catch {
      // Storage denied: the page follows prefers-color-scheme.
    }
  }
  const chosen = forced ? forced[1] : stored;
  if (chosen === 'light' || chosen === 'dark') page.document.documentElement.setAttribute('data-theme', chosen);
}
