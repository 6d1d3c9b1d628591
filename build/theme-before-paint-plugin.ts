/**
 * Puts the theme's first decision into the head of the app's pages (index.html, whose embeds
 * and in-app checkout share it, and hosted-checkout.html), inline, ahead of everything else:
 * their stylesheet comes with their scripts, after a first paint. Inline, since the app is
 * served with no Content-Security-Policy (a static host or the Node server); a policy added
 * later would need this script's hash. examples.html is a docs page, not the app: left alone.
 */
import type { Plugin } from 'vite';
import { COLOR_SCHEME_CSS, THEME_STORAGE_KEY, themeBeforePaint } from '../src/ui/theme/theme-before-paint';

const APP_PAGES = ['index.html', 'hosted-checkout.html'];

/** The script that runs `themeBeforePaint` from its own source, in a page that has nothing else yet. */
export function themeScript(): string {
  return `(${themeBeforePaint.toString()})(window, ${JSON.stringify(THEME_STORAGE_KEY)});`;
}

export function themeBeforePaintPlugin(): Plugin {
  return {
    name: 'theme-before-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        if (!APP_PAGES.some((page) => context.filename.endsWith(`/${page}`))) return [];
        return [
          { tag: 'style', children: COLOR_SCHEME_CSS, injectTo: 'head' },
          { tag: 'script', children: themeScript(), injectTo: 'head' },
        ];
      },
    },
  };
}
