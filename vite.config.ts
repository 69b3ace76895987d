import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/site/vite-plugin-site.ts';

export default defineConfig({
  plugins: [react(), sitePlugin()],
  build: {
    target: 'es2022',
    // The prerender step reads this to find each page's assets.
    manifest: true,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
