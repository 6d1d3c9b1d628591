import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**', 'test/package/**'],
          setupFiles: ['test/setup/fake-indexeddb.ts'],
        },
      },
      {
        test: {
          // The gateway's API and webhook tests again, on the SQLite store of the Node server.
          name: 'unit-sqlite',
          environment: 'node',
          include: ['test/api/**/*.test.ts', 'test/webhooks/**/*.test.ts'],
          env: { GATEWAY_TEST_STORE: 'sqlite' },
        },
      },
      {
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
          testTimeout: 120_000,
          hookTimeout: 900_000,
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
