import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative base: the built folder works from any static host, under a sub-path too.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: {
    // msw's cookie jar, unused by a gateway that sets no cookies: see src/app/browser/no-cookie-jar.ts.
    alias: { 'tough-cookie': fileURLToPath(new URL('./src/app/browser/no-cookie-jar.ts', import.meta.url)) },
  },
  // The manifest lets `npm run bench` add up what each screen loads.
  build: { manifest: true },
});
