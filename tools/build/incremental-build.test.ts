import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildSummary } from './build.ts';
import { generateTowns } from '../../src/testing/generate-towns.ts';
import { editFile, projectRoot, removeTempProjects, tempBuildProject } from '../../src/testing/temp-project.ts';
import { filesUnder } from './dist-files.ts';

// Real builds (both Vite builds and the prerender) in a copy of the project: about half a minute in all.
const TIMEOUT = 120_000;
// Pinned, so the events shown cannot change between two builds of this test.
const today = new Date().toISOString().slice(0, 10);

let dir = '';

function build(options: { clean?: boolean } = {}): BuildSummary {
  const summaryFile = join(dir, '.cache', 'test-build-summary.json');
  execFileSync(process.execPath, [join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), join(projectRoot, 'tools/build/build.ts'), ...(options.clean ? ['--clean'] : [])], {
    cwd: dir,
    env: { ...process.env, SITE_ROOT: dir, SITE_TODAY: today, BUILD_SUMMARY_FILE: summaryFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
}

/** Every file of a built site with a hash of its bytes. */
function snapshot(dist = join(dir, 'dist')): Map<string, string> {
  return new Map(filesUnder(dist).map((name) => [name, createHash('sha256').update(readFileSync(join(dist, name))).digest('hex')]));
}

const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort();

describe('the incremental build', () => {
  let first: BuildSummary;
  let built: Map<string, string>;

  beforeAll(() => {
    dir = tempBuildProject();
    first = build({ clean: true });
    built = snapshot();
  }, TIMEOUT);
  afterAll(() => removeTempProjects());

  it('renders every page the first time', () => {
    expect(first.reused).toBe(0);
    expect(first.rendered).toBe(first.pages);
    expect(built.has('selma/index.html')).toBe(true);
  });

  it('renders nothing again when nothing changed, and leaves dist/ as it was', () => {
    const again = build();
    expect(again.rendered).toBe(0);
    expect(again.clientBuilt).toBe(false);
    expect(again.serverBuilt).toBe(false);
    expect(changedBetween(built, snapshot())).toEqual([]);
  }, TIMEOUT);

  it("renders only a town's own pages when only its own words change", () => {
    // The intro is on the town's pages alone; its name and place, which other pages list, stay.
    editFile(dir, 'site/towns/selma.json', 'Selma has been a railroad town', 'Selma has long been a railroad town');
    const again = build();
    const selmaPages = ['selma/index.html', 'selma/services/index.html'];
    expect(again.renderedFiles.sort()).toEqual(selmaPages);
    const changed = changedBetween(built, snapshot());
    expect(changed).toContain('selma/index.html');
    expect(changed.every((name) => selmaPages.includes(name))).toBe(true);
    built = snapshot();
  }, TIMEOUT);

  it('renders every page again when a town is added (the footer lists every town), and updates the sitemap', () => {
    generateTowns(join(dir, 'site/towns'), 1);
    const again = build();
    const changed = changedBetween(built, snapshot());
    expect(changed).toContain('sitemap.xml');
    expect(changed).toContain('bench-town-0001/index.html');
    expect(readFileSync(join(dir, 'dist/sitemap.xml'), 'utf8')).toContain('/bench-town-0001</loc>');
    // Every page, and the nearby-areas blocks among them, names the new town.
    expect(again.reused).toBe(0);
    expect(readFileSync(join(dir, 'dist/selma/index.html'), 'utf8')).toContain('href="/bench-town-0001"');
    built = snapshot();
  }, TIMEOUT);

  it('leaves the same files, byte for byte, as a clean build of the same content', () => {
    const incremental = join(dir, 'dist-incremental');
    cpSync(join(dir, 'dist'), incremental, { recursive: true });
    rmSync(join(dir, 'dist'), { recursive: true });
    const clean = build({ clean: true });
    expect(clean.reused).toBe(0);
    expect(changedBetween(snapshot(incremental), snapshot())).toEqual([]);
  }, TIMEOUT);
});
