import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../src/testing/temp-project.ts';

/** Vitest's global setup: one clear failure instead of every test failing on a missing file. */
export default function requireBuild() {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    throw new Error('No built site in dist/: run "npm run build" first (tools/test/test-all.sh does), then "npm run test:built".');
  }
}
