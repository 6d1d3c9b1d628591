/**
 * The installed package's Node side (`npm run build:package`): the server, the CLI and the
 * `startSandbox` entry compiled to plain ES modules under lib/, so that `npx gateway-playground`
 * runs with no TypeScript loader. Modules keep their place under src/ (lib/app/node/cli.js), so
 * paths relative to a module, such as the built app's dist/, hold in both. Packages stay imports
 * (SSR builds leave dependencies external): better-sqlite3 and pg are the user's installs.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  // public/ is the page's (msw's worker): the built app in dist/ carries it already.
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'lib',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { 'app/node/cli': 'src/app/node/cli.ts', 'app/node/index': 'src/app/node/index.ts' },
      output: { format: 'es', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
