import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/testing/temp-project.ts';
import { SLOWEST_FIRST, SlowestFirst } from './unit-test-order.ts';

const spec = (path: string) => ({ moduleId: join(projectRoot, path), project: { name: '' } });

describe('the order the unit tests start in', () => {
  it('names only files that exist, so the list cannot rot unseen', () => {
    expect(SLOWEST_FIRST.filter((path) => !existsSync(join(projectRoot, path)))).toEqual([]);
  });

  it('starts the listed files first, in their order, then the larger files before the smaller (no earlier run)', async () => {
    const order = new SlowestFirst({ config: { root: projectRoot }, cache: { getFileTestResults: () => undefined } });
    const files = ['tools/test/e2e-env.sh', SLOWEST_FIRST[2]!, 'site.schema.json', SLOWEST_FIRST[0]!].map(spec);
    const sorted = (await order.sort(files)).map((file) => file.moduleId.slice(projectRoot.length + 1));
    expect(sorted.slice(0, 2)).toEqual([SLOWEST_FIRST[0], SLOWEST_FIRST[2]]);
    // The schema is far larger than the shell script.
    expect(sorted.slice(2)).toEqual(['site.schema.json', 'tools/test/e2e-env.sh']);
  });

  it('puts a file that failed last time first among the unlisted, then the longer ones', async () => {
    const last: Record<string, { failed: boolean; duration: number }> = {
      ':a.test.ts': { failed: false, duration: 900 },
      ':b.test.ts': { failed: true, duration: 10 },
      ':c.test.ts': { failed: false, duration: 2000 },
    };
    const order = new SlowestFirst({ config: { root: projectRoot }, cache: { getFileTestResults: (key) => last[key] } });
    const sorted = (await order.sort(['a.test.ts', 'b.test.ts', 'c.test.ts'].map(spec))).map((file) => file.moduleId.slice(projectRoot.length + 1));
    expect(sorted).toEqual(['b.test.ts', 'c.test.ts', 'a.test.ts']);
  });
});
