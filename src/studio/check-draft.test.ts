import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import cases from '../../tests/fixtures/validator/cases.json' with { type: 'json' };
import type { Json } from '../content/json-values';
import { validateSite } from '../content/disk/validate-site';
import { removeTempProjects, tempProject } from '../testing/temp-project';
import { checkDraft, problemsOf, type SiteFileText } from './check-draft';

const root = resolve(import.meta.dirname, '../..');
const list = (dir: string, prefix = ''): string[] =>
  readdirSync(join(root, 'site', dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
const site: SiteFileText[] = list('').map((path) => ({ path, text: readFileSync(join(root, 'site', path), 'utf8') }));
const publicFiles = {
  exists: (path: string) => existsSync(join(root, 'public', path)),
  namesIn: (folder: string) => (existsSync(join(root, 'public', folder)) ? readdirSync(join(root, 'public', folder)) : []),
};
const today = '2026-11-25';
const read = (path: string) => JSON.parse(readFileSync(join(root, 'site', path), 'utf8')) as Record<string, any>;
const words = (p: { pointer: string; message: string; severity: string; hint?: string; suggestion?: string }) => ({ pointer: p.pointer, message: p.message, severity: p.severity, hint: p.hint, suggestion: p.suggestion });

describe('checkDraft: the validator in the browser', () => {
  it('finds nothing wrong with a file opened and left as it is', () => {
    expect(checkDraft(site, 'towns/benson.json', read('towns/benson.json') as Json, { today, publicFiles }).filter((p) => p.severity === 'error')).toEqual([]);
  });

  // Every case of the validator's fixtures, as a draft: the same words as npm run validate, at the same field.
  for (const testCase of cases) {
    const path = testCase.file.replace(/^site\//, '');
    const text = readFileSync(join(root, testCase.file), 'utf8').replace(testCase.find, testCase.replace);
    let draft: Json | undefined;
    try {
      draft = JSON.parse(text) as Json;
    } catch {
      continue; // a JSON syntax mistake cannot be typed into a form
    }
    it(`says what npm run validate says for ${testCase.description}`, () => {
      const problems = problemsOf(checkDraft(site, path, draft!, { today, publicFiles }), path);
      const expected = testCase.expect;
      const own = [...problems.errors, ...problems.warnings];
      expect(own.find((p) => p.pointer === expected.pointer && p.message.includes(expected.message))).toBeDefined();
    });
  }

  it('gives exactly the problems the command line gives for a missing picture and a copied town text', () => {
    const selma = read('towns/selma.json');
    const benson = read('towns/benson.json');
    const draft = { ...benson, intro: JSON.parse(JSON.stringify(selma.intro).replaceAll('Selma', 'Benson')), image: { ...benson.image, src: '/images/towns/bensn.jpg' } };
    const inBrowser = problemsOf(checkDraft(site, 'towns/benson.json', draft as Json, { today, publicFiles }), 'towns/benson.json');
    const dir = tempProject();
    writeFileSync(join(dir, 'site/towns/benson.json'), `${JSON.stringify(draft, null, 2)}\n`);
    const onDisk = validateSite({ root: dir, today }).problems.filter((p) => p.file === 'site/towns/benson.json');
    removeTempProjects();
    expect([...inBrowser.errors, ...inBrowser.warnings].map(words).sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual(onDisk.map(words).sort((a, b) => a.pointer.localeCompare(b.pointer)));
    expect(inBrowser.errors.find((p) => p.pointer === '/image/src')).toMatchObject({ message: 'the file "public/images/towns/bensn.jpg" does not exist.', suggestion: 'Did you mean "/images/towns/benson.jpg"?' });
    expect([...inBrowser.errors, ...inBrowser.warnings].some((p) => p.pointer.startsWith('/intro') || /selma/i.test(p.message))).toBe(true);
  });

  it('checks a new town added to the site, with its placeholders', () => {
    const benson = read('towns/benson.json');
    const draft = { ...benson, slug: 'kinston', name: 'Kinston', landing: { ...benson.landing, heading: 'TODO: a heading for Kinston' } };
    const own = problemsOf(checkDraft(site, 'towns/kinston.json', draft as Json, { today, publicFiles }), 'towns/kinston.json');
    expect(own.errors).toContainEqual(expect.objectContaining({ pointer: '/landing/heading', message: 'this still holds placeholder text: "TODO: a heading for Kinston"' }));
    // The rest is Benson's own text under another name: the look-alike guard says so.
    expect(own.warnings).toContainEqual(expect.objectContaining({ pointer: '/intro', message: expect.stringContaining('the same as site/towns/benson.json') }));
  });
});
