import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import cases from '../../../tests/fixtures/validator/cases.json' with { type: 'json' };
import { validateSite } from './validate-site.ts';
import { formatProblem } from '../validate/problem.ts';
import { MOST_PER_FILE } from '../validate/validate-core.ts';

const root = resolve(import.meta.dirname, '../../..');
const temps: string[] = [];

/** A throwaway copy of the project's content (site/ copied, public/ linked) to break on purpose. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  temps.push(dir);
  cpSync(join(root, 'site'), join(dir, 'site'), { recursive: true });
  symlinkSync(join(root, 'public'), join(dir, 'public'));
  return dir;
}
afterEach(() => {
  while (temps.length) rmSync(temps.pop()!, { recursive: true, force: true });
});

describe('validateSite', () => {
  it('accepts the shipped site', () => {
    const result = validateSite({ root });
    expect(result.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    expect(result.content?.pages.length).toBeGreaterThan(10);
  });

  for (const testCase of cases) {
    it(`reports ${testCase.description} with its file, line:column and path`, () => {
      const dir = copyProject();
      const target = join(dir, testCase.file);
      const before = readFileSync(target, 'utf8');
      expect(before, 'the fixture must find its text in the shipped file').toContain(testCase.find);
      writeFileSync(target, before.replace(testCase.find, testCase.replace));
      const { problems, content } = validateSite({ root: dir });
      expect(content).toBeUndefined();
      const expected = testCase.expect as { file?: string; line?: number; column?: number; pointer: string; message: string };
      const match = problems.find((p) => p.pointer === expected.pointer && p.message.includes(expected.message));
      expect(match, `expected a problem at ${expected.pointer} saying "${expected.message}", got:\n${problems.map(formatProblem).join('\n')}`).toBeDefined();
      if (expected.file) expect(match!.file).toBe(expected.file);
      if (expected.line) expect(match!.line).toBe(expected.line);
      if (expected.column) expect(match!.column).toBe(expected.column);
      expect(match!.line).toBeGreaterThan(0);
      expect(formatProblem(match!)).toMatch(/^site\/.+\.json:\d+:\d+ /);
    });
  }

  it('reports an empty content folder in one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    temps.push(dir);
    mkdirSync(join(dir, 'site'));
    const { problems } = validateSite({ root: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('is empty');
  });

  it('reports a missing content folder in one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    temps.push(dir);
    const { problems } = validateSite({ root: dir });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('is missing or cannot be read');
  });

  it('reports a file it cannot read, and a file of an unknown kind', () => {
    const dir = copyProject();
    writeFileSync(join(dir, 'site/notes.txt'), 'hello');
    chmodSync(join(dir, 'site/pages/home.json'), 0o000);
    const { problems } = validateSite({ root: dir });
    expect(problems.some((p) => p.file === 'site/notes.txt' && p.message.includes('is not a kind of file'))).toBe(true);
    // root can read anything, so only check the unreadable case when permissions apply
    if (process.getuid?.() !== 0) expect(problems.some((p) => p.file === 'site/pages/home.json' && p.message.includes('cannot read'))).toBe(true);
  });

  it('keeps checking the other files when site.json has a mistake of its own', () => {
    const dir = copyProject();
    const edit = (file: string, find: string, replace: string) => writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replace(find, replace));
    edit('site/site.json', '"weekdays": "Monday', '"weekday": "Monday');
    edit('site/pages/home.json', '"home-patricia"]', '"home-patrica"]');
    const { problems } = validateSite({ root: dir });
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.suggestion}`)).toEqual([
      'site/site.json /business/hours/weekday Did you mean "weekdays"? It is required here, so rename "weekday".',
      'site/pages/home.json /sections/5/testimonials/2 Did you mean "home-patricia"?',
    ]);
  });

  it('never takes a picture from outside public/: a path that climbs out is refused, even where the outside file exists', () => {
    const dir = copyProject();
    writeFileSync(join(dir, 'outside.png'), 'not a picture of ours');
    const file = join(dir, 'site/towns/selma.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"src": "/images/towns/selma.jpg"', '"src": "/../outside.png"'));
    const problems = validateSite({ root: dir }).problems.filter((p) => p.file === 'site/towns/selma.json');
    expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual(['/image/src "/../outside.png" is not a valid Image.']);
  });

  it('never follows a link out of public/: a picture path through such a link does not count as a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    temps.push(dir);
    cpSync(join(root, 'site'), join(dir, 'site'), { recursive: true });
    cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
    mkdirSync(join(dir, 'elsewhere'));
    writeFileSync(join(dir, 'elsewhere', 'secret.jpg'), 'not a picture of ours');
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'public', 'images', 'linked'));
    const file = join(dir, 'site/towns/selma.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"src": "/images/towns/selma.jpg"', '"src": "/images/linked/secret.jpg"'));
    const problems = validateSite({ root: dir }).problems.filter((p) => p.file === 'site/towns/selma.json');
    expect(problems.map((p) => `${p.pointer} ${p.message} ${p.suggestion ?? ''}`.trim())).toEqual(['/image/src the file "public/images/linked/secret.jpg" does not exist.']);
  });

  it('reports a content file that is a link, and never reads what it points at', () => {
    const dir = copyProject();
    writeFileSync(join(dir, 'elsewhere.json'), '{"slug": "outside-secret-value"}');
    symlinkSync(join(dir, 'elsewhere.json'), join(dir, 'site/towns/linked.json'));
    const { problems } = validateSite({ root: dir });
    expect(problems.map(formatProblem).join('\n')).not.toContain('outside-secret-value');
    expect(problems.filter((p) => p.file === 'site/towns/linked.json').map((p) => p.message)).toEqual([
      'is a link to another place, and content files are never read through a link.',
    ]);
  });

  it('lists only names inside public/ in a picture\'s "Did you mean"', () => {
    const dir = copyProject();
    const file = join(dir, 'site/towns/selma.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"src": "/images/towns/selma.jpg"', '"src": "/images/towns/selmaa.jpg"'));
    const problem = validateSite({ root: dir }).problems.find((p) => p.file === 'site/towns/selma.json' && p.pointer === '/image/src');
    expect(problem?.suggestion).toBe('Did you mean "/images/towns/selma.jpg"?');
  });

  it('reports a collection that is not valid JSON once, not once per page that uses it', () => {
    const dir = copyProject();
    const file = join(dir, 'site/collections/reviews.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"rating": 5,', '"rating": 5,,'));
    const { problems } = validateSite({ root: dir });
    expect(problems.map((p) => p.file)).toEqual(['site/collections/reviews.json']);
  });

  it('warns about a select field without words for its empty first choice, and still builds', () => {
    const dir = copyProject();
    const file = join(dir, 'site/forms/careers.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"placeholder": "Choose a position",', ''));
    const { problems, content } = validateSite({ root: dir });
    expect(content).toBeDefined();
    expect(problems.map((p) => `${p.severity} ${p.file} ${p.pointer} ${p.message}`)).toEqual([
      'warning site/forms/careers.json /fields/3 the select field "position" has no "placeholder": its empty first choice shows the label "Position".',
    ]);
  });

  it('reports a town file whose slug does not match its name', () => {
    const dir = copyProject();
    const file = join(dir, 'site/towns/selma.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"slug": "selma"', '"slug": "selmaa"'));
    const { problems } = validateSite({ root: dir });
    expect(problems.some((p) => p.file === 'site/towns/selma.json' && p.pointer === '/slug' && p.message.includes('does not match the file name'))).toBe(true);
  });

  it(`lists ${MOST_PER_FILE} problems of a file, then counts the rest in one (#26: 120,000 took minutes)`, () => {
    const dir = copyProject();
    const file = join(dir, 'site/towns/selma.json');
    const town = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...town, nearbyServed: Array.from({ length: 1000 }, () => 1) }, null, 2));
    const problems = validateSite({ root: dir }).problems.filter((p) => p.file === 'site/towns/selma.json');
    expect(problems).toHaveLength(MOST_PER_FILE + 1);
    expect(problems.slice(0, -1).every((p) => p.pointer.startsWith('/nearbyServed') && p.line > 1)).toBe(true);
    expect(problems.at(-1)).toMatchObject({ pointer: '', line: 1, column: 1, rule: 'more-problems', severity: 'error', values: { count: String(1001 - MOST_PER_FILE) }, message: `and ${1001 - MOST_PER_FILE} more problems in this file, not listed.` });
  });

  it('says nothing more for a file with exactly as many problems as are listed', () => {
    const dir = copyProject();
    const file = join(dir, 'site/towns/selma.json');
    const town = JSON.parse(readFileSync(file, 'utf8'));
    // One problem for the list's length, one per item.
    writeFileSync(file, JSON.stringify({ ...town, nearbyServed: Array.from({ length: MOST_PER_FILE - 1 }, () => 1) }, null, 2));
    const problems = validateSite({ root: dir }).problems.filter((p) => p.file === 'site/towns/selma.json');
    expect(problems).toHaveLength(MOST_PER_FILE);
    expect(problems.some((p) => p.rule === 'more-problems')).toBe(false);
  });

  it('warns where the business phone is written out instead of {business.phone}, and still builds', () => {
    const dir = copyProject();
    const file = join(dir, 'site/pages/contact.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('call {business.phone}, or', 'call (919) 555-0142, or'));
    const { problems, content } = validateSite({ root: dir });
    expect(content).toBeDefined();
    expect(problems).toContainEqual(expect.objectContaining({ file: 'site/pages/contact.json', pointer: '/meta/description', severity: 'warning', message: 'the business phone number is written out here ("(919) 555-0142").' }));
  });
});
