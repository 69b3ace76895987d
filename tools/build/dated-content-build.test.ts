import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile, projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project.ts';

// A real build of a copy whose content has aged: the pages must not show what was true only earlier.
const TODAY = '2026-11-23';
let dir = '';

const page = (path: string) => readFileSync(join(dir, 'dist', path.slice(1), 'index.html'), 'utf8');

beforeAll(() => {
  dir = tempBuildProject('dated-build-');
  // Selma's spring swap happened three days before the build; its winter walk is still to come.
  editFile(dir, 'site/towns/selma.json', '"date": "2027-04-03"', '"date": "2026-11-20"');
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'tools/build/build.ts')], {
    cwd: dir,
    env: { ...process.env, SITE_ROOT: dir, SITE_TODAY: TODAY },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}, 180_000);

afterAll(removeTempProjects);

describe('a build shows dated content as of its own day', () => {
  it('drops an event whose day has passed and keeps the one still to come', () => {
    const html = page('/selma/services');
    expect(html).not.toContain('Spring Garden Swap at the Library');
    expect(html).not.toContain('2026-11-20');
    expect(html).toContain('Winter Shrub Pruning Walk');
  });

  it('tells how long ago each review was posted, counted from the build day', () => {
    const html = page('/testimonials');
    // Denise Carraway posted on 2026-11-08; Ray Holloman on 2026-10-20; Brenda Sauls on 2026-01-20.
    for (const text of ['2 weeks ago', '1 month ago', '10 months ago']) expect(html).toContain(text);
    expect(html).not.toMatch(/>\s*2026-\d\d-\d\d\s*</);
  });
});
