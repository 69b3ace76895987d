import { afterEach, describe, expect, it } from 'vitest';
import mistakes from '../../../tests/fixtures/validator/mistakes.json' with { type: 'json' };
import { validateSite } from '../disk/validate-site.ts';
import { formatGithub, formatHuman, formatJson, formatProblems, SCREENFUL, summaryLine } from './report-format.ts';
import { sectionTypes } from './schema-facts.ts';
import { editFile, removeTempProjects, tempProject } from '../../testing/temp-project.ts';
import type { Problem } from './problem.ts';

afterEach(removeTempProjects);

/** The fixture's mistakes applied to a copy of the site, and what the validator says about them. */
function problemsOfFixture(): Problem[] {
  const dir = tempProject();
  for (const edit of mistakes.edits) editFile(dir, edit.file, edit.find, edit.replace);
  return validateSite({ root: dir }).problems;
}

/**
 * Lists that grow with the content (section types, towns, testimonial ids) are replaced by a
 * marker, so adding a town does not break the snapshots; the list itself is checked below.
 */
function stable(text: string, problems: Problem[]): string {
  const lists = problems
    .map((p) => p.hint?.match(/(Use one of|Use one of its ids|site\/towns\/): ([^".]+)\./))
    .filter((m): m is RegExpMatchArray => !!m && (m[1] !== 'Use one of' || m[2]!.split(', ').length > 3))
    .map((m) => m[2]!);
  return lists.reduce((out, list) => out.split(list).join('<list of current values>'), text);
}

describe('validation output for a fixture with several kinds of mistakes', () => {
  const problems = problemsOfFixture();

  it('suggests the intended value for each kind of typo', () => {
    const suggestions = Object.fromEntries(problems.filter((p) => p.suggestion).map((p) => [p.pointer, p.suggestion]));
    expect(suggestions).toEqual({
      '/sections/6/type': 'Did you mean "ctaBand"?',
      '/sections/3/haeding': 'Did you mean "heading"? It is required here, so rename "haeding".',
      '/sections/4/story/action/variant': 'Did you mean "text"?',
      '/sections/5/action/href': 'Did you mean "/testimonials"?',
      '/sections/5/testimonials/2': 'Did you mean "home-patricia"?',
      '/sections/4/fallback/1': 'Did you mean "clayton"?',
    });
    // Closed choices list every allowed value.
    expect(problems.find((p) => p.pointer === '/sections/6/type')!.hint).toBe(`Use one of: ${sectionTypes().join(', ')}.`);
    expect(problems.find((p) => p.pointer === '/sections/4/fallback/1')!.hint).toContain('clayton, four-oaks, goldsboro');
  });

  it('prints people-friendly text grouped by file, with one summary line', async () => {
    const text = formatHuman(problems);
    expect(text.split('\n').at(-1)).toBe('10 problems in 4 files (8 errors, 2 warnings).');
    await expect(stable(text, problems)).toMatchFileSnapshot('../../../tests/fixtures/validator/mistakes.human.txt');
  });

  it('prints JSON for programs', async () => {
    const json = JSON.parse(formatJson(problems));
    expect(json).toMatchObject({ valid: false, errorCount: 8, warningCount: 2, fileCount: 4 });
    await expect(stable(formatJson(problems), problems)).toMatchFileSnapshot('../../../tests/fixtures/validator/mistakes.json.txt');
  });

  it('prints GitHub Actions annotations', async () => {
    const lines = formatGithub(problems).split('\n');
    expect(lines.filter((l) => l.startsWith('::error file=site/'))).toHaveLength(8);
    expect(lines.filter((l) => l.startsWith('::warning file=site/towns/'))).toHaveLength(2);
    await expect(stable(lines.join('\n'), problems)).toMatchFileSnapshot('../../../tests/fixtures/validator/mistakes.github.txt');
  });
});

describe('summaryLine and annotation escaping', () => {
  const problem = (severity: Problem['severity'], file = 'site/a.json'): Problem => ({ file, line: 1, column: 2, pointer: '/x', message: 'bad: 50%, really\nbad', severity });
  it('counts problems and files', () => {
    expect(summaryLine([])).toBe('Site content is valid: no problems found.');
    expect(summaryLine([problem('error'), problem('error', 'site/b.json'), problem('error')])).toBe('3 problems in 2 files.');
    expect(summaryLine([problem('warning')])).toBe('1 problem in 1 file (1 warning, no errors: the site still builds).');
  });
  it('escapes GitHub workflow-command characters', () => {
    expect(formatGithub([{ ...problem('error'), file: 'site/a,b.json' }]).split('\n')[0]).toBe('::error file=site/a%2Cb.json,line=1,col=2,title=Content error at /x::Bad: 50%25, really%0Abad');
  });
});

describe('a long list of problems, for people', () => {
  const warning = (i: number): Problem => ({ file: `site/towns/town-${String(i).padStart(4, '0')}.json`, line: 3, column: 5, pointer: '/landing/title', message: `with the ending " | Cedar Creek" this title is ${61 + (i % 7)} characters ("Town ${i}"); Google shows about 60, so the end would be cut off.`, hint: 'Shorten it.', severity: 'warning' });
  const error = (file: string): Problem => ({ file, line: 9, column: 1, pointer: '/sections/0/action/href', message: 'the link "/nowhere" goes to a page that does not exist.', severity: 'error' });
  // Errors sort after some warnings by file name, so "errors first" is not just reading order.
  const problems = [...Array.from({ length: 1000 }, (_, i) => warning(i)), error('site/towns/town-0500.json'), error('site/towns/zebulon.json')];
  const text = formatHuman(problems, { limit: 25 });
  const shown = text.split('\n').filter((line) => /^ {2}(error|warning) /.test(line));

  it('shows a screenful, errors first, in reading order', () => {
    expect(shown).toHaveLength(25);
    expect(shown.filter((line) => line.startsWith('  error'))).toEqual(['  error   site/towns/town-0500.json:9:1  at /sections/0/action/href', '  error   site/towns/zebulon.json:9:1  at /sections/0/action/href']);
    expect(shown[0]).toBe('  warning site/towns/town-0000.json:3:5  at /landing/title');
    expect(shown.filter((line) => line.startsWith('  warning'))).toHaveLength(23);
  });

  it('then counts every problem by kind, says how to see them all, and ends with the summary line', () => {
    expect(text.split('\n').slice(-7)).toEqual([
      '',
      'Showing 25 of 1,002 problems (errors first). All of them, by kind:',
      '      2 × error   The link "…" goes to a page that does not exist. (site/towns/*.json, 2 files)',
      '  1,000 × warning With the ending "…" this title is … characters ("…"); Google shows about …, so the end would be cut off. (site/towns/*.json, 1,000 files)',
      'Every problem with its place and fix: npm run validate -- --format json (or --format github).',
      '',
      '1002 problems in 1001 files (2 errors, 1000 warnings).',
    ]);
  });

  it('prints every problem in the machine formats, and a short list in full', () => {
    expect(JSON.parse(formatProblems(problems, 'json', { limit: 25 })).problems).toHaveLength(1002);
    expect(formatProblems(problems, 'github', { limit: 25 }).split('\n').filter((line) => line.startsWith('::'))).toHaveLength(1002);
    const few = problems.slice(0, SCREENFUL);
    expect(formatHuman(few, { limit: SCREENFUL })).toBe(formatHuman(few));
  });
});
