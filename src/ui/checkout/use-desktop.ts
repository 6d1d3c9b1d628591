/**
 * Whether this screen counts as a desktop for the QR step: a fine pointer (a mouse or trackpad)
 * and at least 768 px of width. Phones and tablets have a coarse pointer; a narrow desktop
 * window is treated as a phone would be, since a QR code beside nothing helps nobody.
 */
import { useSyncExternalStore } from 'react';

const DESKTOP_QUERY = '(pointer: fine) and (min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the media query live (a window resized, a tablet's keyboard detached). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP_QUERY).matches);
}
