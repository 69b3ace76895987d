import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The built site's files (dist/), read and parsed without a browser: what the prerendered HTML says.
// Run after the build (npm run test:built); tools/test/test-all.sh runs it after the page checks.
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    globalSetup: ['tests/built/support/require-build.ts'],
    testTimeout: 20_000,
    // The files share one module graph per worker: the content is validated, and each page parsed, once
    // per worker rather than once per file (the pages are read-only; a test that changes one parses its own).
    isolate: false,
  },
});
