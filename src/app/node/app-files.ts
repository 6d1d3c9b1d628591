/**
 * The built app (`npm run build` → dist/) served beside the gateway's handler on the sandbox base
 * listener: at `/app/` in remote-gateway mode, at `/checkout/…` as the hosted checkout that
 * `redirectUrl` opens (its own page, served at that very address), and at `/` with `--ui`.
 * Gateway logic stays in the one handler; this only answers the paths no gateway route takes.
 * Content-hashed assets may be cached for ever; pages and other files are revalidated by ETag.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchHandler } from '../../http/handler';
import { HeldBodyResponse } from '../../http/held-body';
import { withGatewayMeta, type RemoteGateway } from '../remote-gateway';

/** Where `vite build` writes the app, from this file's place in the repository. */
export const DIST_DIR = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The app's folder on the server: relative base, so any prefix works. */
const APP_PATH = '/app/';

/** The hosted checkout's own page in the build (`hosted-checkout.html`, a Vite entry of its own). */
const CHECKOUT_PAGE = 'hosted-checkout.html';

/** What content-hashed files may be: a new build names its files anew. */
const FOREVER = 'public, max-age=31536000, immutable';
/** What every other file is: kept, but asked again (ETag) before each use. */
const REVALIDATE = 'no-cache';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/** The Content-Type a built file is served with, by its extension. */
export function contentTypeOf(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

export interface AppFilesOptions {
  /** The build to serve. Default: the repository's dist/. */
  distDir?: string;
  /** `--ui`: `/` opens the playground. */
  ui: boolean;
  /** The hosts the served app talks to. */
  gateway: RemoteGateway;
}

/**
 * `handler` with the app's paths answered first. Only GET and HEAD of `/`, `/app…` and
 * `/checkout…` are taken; every other request, and those with other methods, go to the handler.
 */
export function withAppFiles(handler: FetchHandler, options: AppFilesOptions): FetchHandler {
  const root = resolve(options.distDir ?? DIST_DIR);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return handler(request);
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/checkout' || path.startsWith('/checkout/')) {
      // The page reads the payment from its own address; its assets live in the app's folder.
      const page = resolve(root, CHECKOUT_PAGE);
      if (!(await isFile(page))) return notBuilt('The hosted checkout');
      return fileResponse(page, options.gateway, request, (html) => checkoutPage(html, url.searchParams.get('externalId')));
    }
    if (path === '/' && options.ui) return redirect(APP_PATH);
    if (path === APP_PATH.slice(0, -1)) return redirect(APP_PATH);
    if (!path.startsWith(APP_PATH)) return handler(request);
    if (!(await isBuilt(root))) return notBuilt('The playground');
    const file = fileUnder(root, path.slice(APP_PATH.length) || 'index.html');
    if (!file || !(await isFile(file))) return notFound(path);
    return fileResponse(file, options.gateway, request);
  };
}

/**
 * The hosted checkout's page for one payment: its assets from the app's folder, and the
 * payment's read (the page's first call, `GET /_sandbox/checkout/<hash>`) asked for at once,
 * beside the scripts, instead of after them: on a slow phone network that is a round trip saved
 * before the payment shows.
 */
function checkoutPage(html: string, paymentHash: string | null): string {
  const page = html.replace(/(\s(?:src|href)=")\.\//g, `$1${APP_PATH}`);
  if (!paymentHash) return page;
  // encodeURIComponent leaves no quote or angle bracket: the hash stays inside its attribute.
  const preload = `<link rel="preload" as="fetch" crossorigin href="/_sandbox/checkout/${encodeURIComponent(paymentHash)}" />`;
  return page.replace(/<\/head>/i, (end) => preload + end);
}

/**
 * The file a request path names inside `root`, or undefined when it would leave it: `..`
 * segments, encoded slashes or backslashes, NUL bytes. Exported for its unit test.
 */
function fileUnder(root: string, relativePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const file = resolve(root, decoded);
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * A built file; a page told where its gateway is (and adapted by `page`). Answers 304 to a
 * request that holds the same version (If-None-Match).
 */
async function fileResponse(
  file: string,
  gateway: AppFilesOptions['gateway'],
  request: Request,
  page: (html: string) => string = (html) => html,
): Promise<Response> {
  const type = contentTypeOf(file);
  const bytes = await readFile(file);
  const body = type.startsWith('text/html') ? Buffer.from(page(withGatewayMeta(bytes.toString('utf8'), gateway))) : bytes;
  // Built assets are content-hashed; pages and workers must be fetched fresh after a rebuild.
  const cache = file.includes(`${sep}assets${sep}`) ? FOREVER : REVALIDATE;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag };
  if (matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new HeldBodyResponse(new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>, { headers });
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // A client holds a compressed variant under its own tag (`"abc-br"`, compression.ts): the same file.
  const fileTag = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => fileTag(tag) === etag);
}

async function isBuilt(root: string): Promise<boolean> {
  return isFile(resolve(root, 'index.html'));
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location } });
}

/** Plain text, so nothing of the request can turn into markup. */
function notBuilt(what: string): Response {
  const text = `${what} is a page of the built app, and the app has not been built.\nRun \`npm run build\` in the repository, then reload this page.\n`;
  return new Response(text, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

function notFound(path: string): Response {
  return new Response(`No file at ${path}\n`, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
