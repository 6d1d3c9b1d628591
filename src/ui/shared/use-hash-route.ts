/**
 * A tiny hash router. The app's routes live after `#`, query string included, so every screen,
 * the hosted checkout that `redirectUrl` opens among them, loads from any static host and
 * sub-path without server rewrite rules.
 */
import { useDeferredValue, useSyncExternalStore } from 'react';

/** The part after `#`, split like a URL: `#/checkout/p1?externalId=h` → `/checkout/p1` and its query. */
export interface HashLocation {
  path: string;
  query: URLSearchParams;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** A string snapshot: `useSyncExternalStore` compares snapshots by identity. */
const currentHash = () => location.hash;

/** Parses a hash (`#/keys`, `#/checkout/id?externalId=x`, or empty) into a path and its query. */
export function parseHash(hash: string): HashLocation {
  const route = hash.replace(/^#/, '');
  const queryStart = route.indexOf('?');
  const path = queryStart === -1 ? route : route.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : route.slice(queryStart + 1));
  return { path: path.startsWith('/') ? path : `/${path}`, query };
}

/**
 * The current hash location; re-renders on every hash change (links, back, forward). The new
 * location renders in the background: while the next screen's chunk loads, the shown one stays
 * up. Showing a fallback instead would cost more than the load, since React holds back revealing
 * content that replaces a fallback for up to 300 ms.
 */
export function useHashLocation(): HashLocation {
  const hash = useDeferredValue(useSyncExternalStore(subscribe, currentHash, currentHash));
  return parseHash(hash);
}

/** The href of an in-app route, for plain `<a>` links that work with a middle click too. */
export function hrefOf(path: string, query?: URLSearchParams): string {
  const search = query?.toString();
  return search ? `#${path}?${search}` : `#${path}`;
}
