import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importGraph } from './import-cycles.ts';
import { backEdges, nodeImports } from './import-rules.ts';
import { sectionRegistry } from '../../src/sections/registry.ts';

const root = resolve(import.meta.dirname, '../..');
const graph = importGraph(root, ['src', 'server', 'tools', 'tests']);
const files = [...graph.keys()];

/** Every file `start` reaches through its imports, itself included. */
function reached(start: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  visit(start);
  return [...seen];
}

let temp: string | undefined;
afterEach(() => temp && rmSync(temp, { recursive: true, force: true }));

describe('the rooms of the tree', () => {
  it('import one way: src/ nothing outside it, server/ only the content core, the content core only itself', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(backEdges(root, files)).toEqual([]);
  });

  it('names each import that points back, file by file (a test that could not fail would prove nothing)', () => {
    temp = mkdtempSync(join(tmpdir(), 'rooms-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(temp!, file)), { recursive: true });
      writeFileSync(join(temp!, file), text);
    };
    // Written as pieces, so this file's own imports stay the only ones the rules read in it.
    const use = (name: string, path: string) => ['import', name, 'from', `'${path}';`].join(' ') + '\n';
    write('src/app/theme.ts', 'export const theme = 1;\n');
    write('src/content/routes.ts', use('{ theme }', '../app/theme'));
    write('src/studio/studio.tsx', use('{ check }', '../../tools/cli/validate'));
    write('tools/cli/validate.ts', use('{ routes }', '../../src/content/routes'));
    write('server/api.ts', use('{ theme }', '../src/app/theme') + use('{ routes }', '../src/content/routes'));
    write('src/app/theme.test.ts', use('support', '../../tests/support/stand-in') + use('cases', '../../tests/fixtures/cases.json'));
    write('src/sections/login/login.tsx', use('Dashboard', '../admin-dashboard/admin-dashboard') + use('{ theme }', '../../app/theme'));
    write('server/netlify/function.ts', use('{ api }', '../content-api/api') + use('{ standIn }', '../stand-in/stand-in'));
    const all = ['src/app/theme.ts', 'src/content/routes.ts', 'src/studio/studio.tsx', 'tools/cli/validate.ts', 'server/api.ts', 'src/app/theme.test.ts', 'src/sections/login/login.tsx', 'server/netlify/function.ts'];
    expect(backEdges(temp, all)).toEqual([
      'src/content/routes.ts → src/app/theme.ts',
      'src/studio/studio.tsx → tools/cli/validate.ts',
      'server/api.ts → src/app/theme.ts',
      'src/app/theme.test.ts → tests/support/stand-in',
      'src/sections/login/login.tsx → src/sections/admin-dashboard/admin-dashboard',
      'server/netlify/function.ts → server/stand-in/stand-in',
    ]);
  });

  it('leave section types to the registry: no engine or studio file names an island section', () => {
    const engine = files.filter((file) => /^src\/(render|browser|islands|app|content|studio)\//.test(file) || /^src\/sections\/[^/]+\.tsx?$/.test(file));
    const islandSections = Object.entries(sectionRegistry).filter(([, entry]) => 'wake' in entry).map(([type]) => type);
    expect(islandSections).toEqual(expect.arrayContaining(['login', 'adminDashboard']));
    const named = engine
      .filter((file) => !/\.test\.tsx?$/.test(file) && file !== 'src/sections/registry.ts')
      .flatMap((file) => islandSections.filter((type) => new RegExp(`['"\`]${type}['"\`]`).test(readFileSync(join(root, file), 'utf8'))).map((type) => `${file} names "${type}"`));
    expect(named).toEqual([]);
  });

  it('keep Node.js out of what the browser runs: the validator core and the studio check reach no Node module', () => {
    const draftCheck = reached('src/studio/check-draft.ts');
    expect(draftCheck.length).toBeGreaterThan(10);
    expect(draftCheck).toContain('src/content/validate/validate-core.ts');
    expect(nodeImports(root, draftCheck)).toEqual([]);
    const browserCode = files.filter((file) => file.startsWith('src/') && !/\.test\.tsx?$/.test(file) && !file.startsWith('src/content/disk/') && !file.startsWith('src/testing/'));
    expect(nodeImports(root, browserCode)).toEqual([]);
  });
});
