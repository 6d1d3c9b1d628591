import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appWorker } from './src/app/worker/worker-build-plugin';

// Relative base: the built folder works from any static host, under a sub-path too.
export default defineConfig({
  base: './',
  plugins: [react(), appWorker()],
  build: {
    // examples.html: three live embeds, a docs page in miniature.
    rollupOptions: { input: { main: 'index.html', examples: 'examples.html' } },
  },
  // Monaco's editor and JSON workers are bundled from the package as ES module workers.
  worker: { format: 'es' },
});
