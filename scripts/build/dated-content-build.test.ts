import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFile } from '../site/temp-project.ts';

// A real build of a copy whose content has aged: the pages must not show what was true only earlier.
const root = resolve(import.meta.dirname, '../..');
const TODAY = '2026-11-23';
let dir = '';

const page = (path: string) => readFileSync(join(dir, 'dist', path.slice(1), 'index.html'), 'utf8');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dated-build-'));
  for (const entry of ['src', 'scripts', 'public', 'node_modules', 'vite.config.ts', 'tsconfig.json', 'package.json', 'site.schema.json']) symlinkSync(join(root, entry), join(dir, entry));
  // Copied, not linked: Vite names the HTML entry by its real path, which must lie inside the root.
  cpSync(join(root, 'index.html'), join(dir, 'index.html'));
  cpSync(join(root, 'site'), join(dir, 'site'), { recursive: true });
  // Selma's spring swap happened three days before the build; its winter walk is still to come.
  editFile(dir, 'site/towns/selma.json', '"date": "2027-04-03"', '"date": "2026-11-20"');
  const env = { ...process.env, SITE_TODAY: TODAY, SITE_ROOT: dir };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: dir, env, stdio: 'pipe' });
  execFileSync('npx', ['tsx', join(root, 'scripts/prerender.ts')], { cwd: dir, env, stdio: 'pipe' });
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

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
