/**
 * Builds the app's service worker (`app-worker.js`): the worker's source with the list of every
 * file of the build and a version hash in front. The dev server serves it with no files, so it
 * only carries msw's interception there.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

import { APP_WORKER_FILE as WORKER_FILE } from '../src/app/browser/app-worker-file';
const SOURCE = new URL('../src/app/worker/app-worker.js', import.meta.url);

/** The worker's script for a build of `files` (paths relative to the app's folder). */
function workerScript(version: string, files: string[]): string {
  return `const BUILD = ${JSON.stringify({ version, files })};\n${readFileSync(SOURCE, 'utf8')}`;
}

/** Every file under `folder`, as forward-slash paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The Vite plugin: emits app-worker.js after the bundle, serves a file-less one in dev. */
export function appWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'gateway-playground:app-worker',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(workerScript('dev', []));
      });
    },
    generateBundle: {
      // After Vite has added the HTML pages to the bundle.
      order: 'post',
      handler(_options, bundle) {
        const digest = createHash('sha256');
        const files: string[] = [];
        for (const output of Object.values(bundle)) {
          if (output.fileName.endsWith('.map')) continue;
          files.push(output.fileName);
          digest.update(output.fileName).update(output.type === 'chunk' ? output.code : output.source);
        }
        for (const file of publicDir ? filesUnder(publicDir) : []) {
          files.push(file);
          digest.update(file).update(readFileSync(join(publicDir, file)));
        }
        files.sort();
        this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript(digest.digest('hex').slice(0, 16), files) });
      },
    },
  };
}
