/**
 * Stands in for `tough-cookie` in the browser build (see vite.config.ts). msw keeps a cookie jar
 * so that mocked `Set-Cookie` headers come back on later mocked requests; the gateway never sets
 * cookies, and tough-cookie pulls in the whole public-suffix list (tldts), about a third of the
 * page's JavaScript. This jar is always empty and forgets what it is given, which for a handler
 * that sends no cookies is exactly what the real one would hold.
 */

/** msw restores persisted cookies with `fromJSON`: there are none to restore. */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

/** msw reads its index (`idx`) to persist it: always empty. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  getCookiesSync(): [] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
