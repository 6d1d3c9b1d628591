/**
 * A design token's colour in either theme, for what is coloured from script rather than CSS
 * (Monaco's editor themes), so that src/ui/styles.css stays the one place colours are chosen.
 */
import type { Theme } from './theme-store';

/** `--name`'s value as `#rrggbb` in `theme`, whichever theme the page shows now. */
export function tokenColor(name: string, theme: Theme): string {
  const probe = document.createElement('span');
  // The token's light-dark() pair resolves by the probe's own colour scheme, which data-theme sets
  // (an inline color-scheme would not: the build lowers light-dark() into variables those rules set).
  probe.dataset.theme = theme;
  probe.style.color = `var(${name})`;
  probe.hidden = true;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return hexOf(color);
}

/** `rgb(24, 28, 36)` (as computed styles give colours; an alpha is dropped) as `#181c24`. */
export function hexOf(rgb: string): string {
  const channels = /^rgba?\((\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(rgb);
  if (!channels) throw new Error(`Not an rgb() colour: ${rgb}`);
  return `#${channels
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}
