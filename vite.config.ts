import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appWorker } from './src/app/worker/worker-build-plugin';

// Relative base: the built folder works from any static host, under a sub-path too.
export default defineConfig({
  base: './',
  plugins: [react(), appWorker()],
  resolve: {
    // msw's cookie jar, unused by a gateway that sets no cookies: see src/app/browser/no-cookie-jar.ts.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/app/browser/no-cookie-jar.ts', import.meta.url)) },
  },
  build: {
    // examples.html: three live embeds, a docs page in miniature.
    rollupOptions: { input: { main: 'index.html', examples: 'examples.html' } },
    // The manifest lets `npm run bench` add up what each screen loads.
    manifest: true,
  },
  // Monaco's editor and JSON workers are bundled from the package as ES module workers.
  worker: { format: 'es' },
});
