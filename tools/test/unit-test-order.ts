import { statSync } from 'node:fs';
import { relative } from 'node:path';

// The order the unit tests' files start in (vite.config.ts, `test.sequence.sequencer`). With two
// workers, a slow file started last runs alone at the end while the other worker idles: in a fresh
// clone, where vitest has no timings of an earlier run, it starts the largest files first, and the
// slowest ones (they build the site, start servers, crash processes) are small files. These start
// first, slowest first; the rest much as vitest would order them. Measured in a fresh run of `npm test`
// (the seconds each file took); a file missing here only starts later, nothing is skipped.
export const SLOWEST_FIRST = [
  'server/content-api/fuzz.test.ts', // 34 s
  'tools/build/incremental-build.test.ts', // 33 s
  'server/content-api/backends/local/crash.test.ts', // 31 s
  'server/content-api/images.test.ts', // 28 s
  'server/content-api/backends/github/github-bad-days.test.ts', // 14 s
  'tools/build/function-size.test.ts', // 14 s
  'server/content-api/sign-in.test.ts', // 10 s
  'tools/build/dated-content-build.test.ts', // 9 s
  'server/content-api/backends/github/github-publish.test.ts', // 8.5 s
  'server/content-api/backends/github/github-deploys.test.ts', // 8 s
  'server/content-api/backends/github/github-backend.test.ts', // 7 s
  'server/content-api/backends/github/github-undo.test.ts', // 7 s
  'tools/cli/validate.test.ts', // 6.5 s
];

/** What the sequencer needs of vitest's own: the project root and its cache of earlier runs. */
type Context = {
  config: { root: string };
  cache: { getFileTestResults(key: string): { failed: boolean; duration: number } | undefined };
};
type Spec = { moduleId: string; project: { name: string } };

/**
 * Vitest's test sequencer: the files above first, in that order; then, much as vitest's own does, a
 * file that failed last time, the longer ones by the last run's times, else the larger ones first.
 */
export class SlowestFirst {
  constructor(private readonly ctx: Context) {}

  async shard<T extends Spec>(files: T[]): Promise<T[]> {
    // The project runs every file on one machine; vitest only calls this with --shard.
    throw new Error(`--shard is not supported by tools/test/unit-test-order.ts (${files.length} files)`);
  }

  async sort<T extends Spec>(files: T[]): Promise<T[]> {
    // Each file's place, last result and size, read once (not at every comparison).
    const keyed = files.map((spec) => {
      const path = relative(this.ctx.config.root, spec.moduleId).split('\\').join('/');
      const at = SLOWEST_FIRST.indexOf(path);
      return {
        spec,
        listed: at < 0 ? SLOWEST_FIRST.length : at,
        last: this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`),
        size: statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0,
      };
    });
    keyed.sort((a, b) => {
      if (a.listed !== b.listed) return a.listed - b.listed;
      if (a.last && b.last) {
        if (a.last.failed !== b.last.failed) return a.last.failed ? -1 : 1;
        return b.last.duration - a.last.duration;
      }
      return b.size - a.size;
    });
    return keyed.map(({ spec }) => spec);
  }
}
