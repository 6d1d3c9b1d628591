/**
 * A tiny static file server for the built app, mounted under a sub-path, so browser tests prove
 * that the app, its service worker and its checkout links work away from the host's root.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, sep } from 'node:path';
import { contentTypeOf } from '../../src/app/node/app-files';

export interface StaticServer {
  /** The app's address, ending in the sub-path and a slash: `http://127.0.0.1:<port>/sub/app/`. */
  appUrl: string;
  close(): Promise<void>;
}

/** What the Node server (src/app/node/app-files.ts) and most static hosts send with a build's content-hashed files. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ServeOptions {
  cacheAssets?: boolean;
  /** Called before a file is served (its path under the mount); the answer waits until it settles. */
  hold?: (relative: string) => Promise<void> | undefined;
}

/**
 * Serves `root` at `mount` (like `/sub/app/`) on 127.0.0.1 with a free port; nothing outside it.
 * With `cacheAssets`, files under `assets/` (content-hashed by Vite) may be cached for ever, as a
 * real host lets them be: the frames of one docs page then share what one of them loaded. With
 * `hold`, a file can be kept waiting, as a slow network would.
 */
export async function serveStatic(root: string, mount: string, { cacheAssets = false, hold }: ServeOptions = {}): Promise<StaticServer> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === mount.slice(0, -1)) return redirect(response, mount);
    if (!path.startsWith(mount)) return notFound(response);
    const relative = path.slice(mount.length) || 'index.html';
    await hold?.(relative);
    const file = normalize(join(root, relative));
    if (!file.startsWith(normalize(root) + sep)) return notFound(response);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound(response);
    const cache = cacheAssets && relative.startsWith('assets/') ? { 'Cache-Control': IMMUTABLE } : {};
    response.writeHead(200, { 'Content-Type': contentTypeOf(file), ...cache });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { appUrl: `http://127.0.0.1:${port}${mount}`, close: () => closeServer(server) };
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { Location: location }).end();
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
