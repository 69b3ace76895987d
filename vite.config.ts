import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './tools/dev/vite-plugin-site.ts';
import { pagesDevPlugin } from './tools/dev/vite-plugin-pages.ts';
import { SlowestFirst } from './tools/test/unit-test-order.ts';

export default defineConfig({
  plugins: [react(), sitePlugin(), pagesDevPlugin()],
  build: {
    target: 'es2022',
    // The islands end-to-end test reads it to find each static section's chunk (and checks none is requested).
    manifest: true,
    modulePreload: {
      // Vite's helper preloads every chunk a lazy import needs, the page's own entry (index.html's
      // module script, index-[hash].js) included, which has run before any island wakes. Firefox
      // answers a modulepreload of a module it already has with an error event (seen by the
      // cross-engine suite on the studio's preview, decision 020), which island-recovery.ts would
      // count as a chunk that failed to arrive. The entry is left out of those preloads.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !/^assets\/index-[\w-]+\.js$/.test(dep)) : deps),
    },
    rolldownOptions: {
      output: {
        // Every island needs React, Emotion and MUI's styling runtime: four files that stay cached across
        // pages, instead of dozens of small shared chunks on a slow connection. Four, not one, so each is
        // evaluated in a task of its own (docs/decisions/011-islands.md, "Chunks"). What a file imports is
        // in it or in an earlier one (react-is, used by Emotion and MUI, is Emotion's).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'emotion', test: /node_modules[\\/](@emotion|stylis|react-is|@babel[\\/]runtime|hoist-non-react-statics)[\\/]/, priority: 1 },
            { name: 'mui-system', test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming)|clsx|prop-types)[\\/]/, priority: 1 },
            { name: 'mui-styles', test: /node_modules[\\/]@mui[\\/]material[\\/](styles|utils|internal|ButtonBase|Typography|Box|SvgIcon)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  // Pages are rendered by tools/dev/vite-plugin-pages.ts in development, not served as a single-page app.
  appType: 'custom',
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tools/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on these two-core machines, one. The files
    // then ran one after another with a core idle; two keep both busy (decision 028).
    maxWorkers: 2,
    // The slowest files first, so that neither worker ends the run alone (tools/test/unit-test-order.ts).
    sequence: { sequencer: SlowestFirst },
  },
});
