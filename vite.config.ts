import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { gatewayEntry } from './build/gateway-entry-plugin';
import { appWorker } from './build/worker-build-plugin';
import { monacoChosenFeatures } from './build/monaco-build-plugin';
import { monacoChunkList } from './build/monaco-preload-plugin';
import { themeBeforePaintPlugin } from './build/theme-before-paint-plugin';
import { embedRuntimeChunk } from './build/embed-runtime-chunk';

const isMonaco = (moduleId: string) => moduleId.includes('/node_modules/monaco-editor/');
const embedRuntime = embedRuntimeChunk();

// Relative base: the built folder works from any static host, under a sub-path too.
export default defineConfig({
  base: './',
  plugins: [gatewayEntry(), react(), appWorker(), monacoChosenFeatures(), monacoChunkList(), themeBeforePaintPlugin(), embedRuntime.plugin],
  resolve: {
    // msw's cookie jar, unused by a gateway that sets no cookies: see src/app/browser/no-cookie-jar.ts.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/app/browser/no-cookie-jar.ts', import.meta.url)) },
  },
  build: {
    // examples.html: four live embeds, a docs page in miniature. hosted-checkout.html: the
    // checkout alone, as the Node server serves it at `redirectUrl` (no msw, no in-page gateway).
    rollupOptions: {
      input: { main: 'index.html', examples: 'examples.html', checkout: 'hosted-checkout.html' },
      // Monaco loads in stages (src/ui/editor/monaco-stages.ts), so in many chunks: their names
      // say whose they are, for whoever reads the network log.
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isMonaco) && !chunk.name.startsWith('monaco') ? 'assets/monaco-[name]-[hash].js' : 'assets/[name]-[hash].js',
        // A docs embed's own modules in one chunk: see build/embed-runtime-chunk.ts.
        codeSplitting: { groups: embedRuntime.groups, includeDependenciesRecursively: false },
      },
    },
    // The manifest lets `npm run bench` add up what each screen loads.
    manifest: true,
  },
  // Monaco's editor and JSON workers are bundled from the package as ES module workers.
  worker: { format: 'es' },
});
