import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative base: the built folder works from any static host, under a sub-path too.
export default defineConfig({
  base: './',
  plugins: [react()],
  // Monaco's editor and JSON workers are bundled from the package as ES module workers.
  worker: { format: 'es' },
});
