import { defineConfig } from 'vitest/config';
import { gatewayEntry } from './build/gateway-entry-plugin';
import { monacoChunkList } from './build/monaco-preload-plugin';
import { postgresBinDir } from './test/support/pg-cluster';

/**
 * The PostgreSQL project needs Debian's `postgresql` package. Without it the project is skipped
 * with a message saying so, except in CI (CI=true), where its global setup fails instead.
 */
const postgresHere = postgresBinDir() !== undefined || process.env.CI === 'true';
const ON_POSTGRES = [
  'test/api/**/*.test.ts',
  'test/webhooks/**/*.test.ts',
  'src/storage/store-contract.test.ts',
  'src/storage/paging.test.ts',
  '**/*.postgres.test.ts',
];

/**
 * Tests load the modules the build loads: each import of an entry (the gateway's folders, the UI's
 * features and their subject folders) goes to the module behind it, as in `vite build`. Through the
 * entries themselves, a test of one pure module would load every module its neighbours' entries
 * list, screens that read `window` at load among them. Monaco's chunk list is empty, as in `vite`.
 */
const plugins = [gatewayEntry(), monacoChunkList()];

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/package/**', 'test/setup/**', '**/*.postgres.test.ts', 'node_modules/**'],
          setupFiles: ['test/setup/fake-indexeddb.ts', 'test/setup/testing-library.ts'],
          // Screen tests wait up to 5 s for each thing to show (test/setup/testing-library.ts),
          // and their set-up (a sandbox, a partner, the screen drawn) up to 10 s for one step.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins,
        test: {
          // The gateway's API and webhook tests again, on the SQLite store of the Node server.
          name: 'unit-sqlite',
          environment: 'node',
          include: ['test/api/**/*.test.ts', 'test/webhooks/**/*.test.ts'],
          env: { GATEWAY_TEST_STORE: 'sqlite' },
        },
      },
      {
        plugins,
        test: {
          // And on the memory store of docs embeds.
          name: 'unit-memory',
          environment: 'node',
          include: ['test/api/**/*.test.ts', 'test/webhooks/**/*.test.ts'],
          env: { GATEWAY_TEST_STORE: 'memory' },
        },
      },
      {
        test: {
          // npm pack, the tarball installed in an empty project, then used as a merchant would:
          // minutes (better-sqlite3 compiles), so not part of `npm test` (`npm run test:package`).
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/pack-once.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
      {
        plugins,
        test: {
          // The same again, the store and the cross-server tests with them, on a real PostgreSQL
          // server started for the run: a throwaway cluster, a database per test file.
          name: 'unit-postgres',
          environment: 'node',
          include: postgresHere ? ON_POSTGRES : ['test/setup/postgres-missing.test.ts'],
          exclude: ['node_modules/**'],
          globalSetup: postgresHere ? ['test/setup/postgres.ts'] : [],
          env: { GATEWAY_TEST_STORE: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          // Each file drives its own Chromium; one at a time suits a 2-core machine.
          fileParallelism: false,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
