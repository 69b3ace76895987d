import { describe, expect, it } from 'vitest';
import { countKinds, kindOf } from './problem-kinds.ts';
import type { Problem } from './problem.ts';

const problem = (file: string, message: string, severity: Problem['severity'] = 'warning'): Problem => ({ file, line: 1, column: 1, pointer: '', message, severity });
const title = (n: number) => `with the ending " | Cedar Creek" this title is ${60 + n} characters ("Lawn Care in Town ${n} | Cedar Creek"); Google shows about 60, so the end would be cut off.`;

describe('kinds of problems', () => {
  it('masks what changes from one problem to the next: quoted text, files, facts and numbers', () => {
    expect(kindOf(title(7))).toBe(kindOf(title(12)));
    expect(kindOf(title(7))).toBe('With the ending "…" this title is … characters ("…"); Google shows about …, so the end would be cut off.');
    expect(kindOf('paragraph 2 of "intro" is nearly the same as paragraph 1 of site/towns/selma.json (64% of its five-word phrases are there too).'))
      .toBe('Paragraph … of "…" is nearly the same as paragraph … of … (…% of its five-word phrases are there too).');
    expect(kindOf('for the town "benson": {town.landing.keywrods} has no value in site/towns/benson.json.')).toBe('For the town "…": {…} has no value in ….');
  });

  it('counts every problem by kind, errors first, then the most frequent, with where they are', () => {
    const problems = [
      ...Array.from({ length: 412 }, (_, i) => problem(`site/towns/town-${i}.json`, title(i % 9))),
      problem('site/pages/home.json', 'the link "/a" goes to a page that does not exist.', 'error'),
      problem('site/pages/about.json', 'the link "/b" goes to a page that does not exist.', 'error'),
      problem('site/collections/faqs.json', 'the link "/c" goes to a page that does not exist.', 'error'),
      ...Array.from({ length: 3 }, () => problem('site/site.json', '"{business.fone}" is not a known fact.')),
    ];
    expect(countKinds(problems)).toEqual([
      { severity: 'error', kind: 'The link "…" goes to a page that does not exist.', count: 3, where: '3 files' },
      { severity: 'warning', kind: kindOf(title(0)), count: 412, where: 'site/towns/*.json, 412 files' },
      { severity: 'warning', kind: '"…" is not a known fact.', count: 3, where: 'site/site.json' },
    ]);
  });

  it('shortens a long message so each kind stays on one line', () => {
    const kind = kindOf(`${'very '.repeat(40)}long`);
    expect(kind.length).toBeLessThanOrEqual(110);
    expect(kind.endsWith('…')).toBe(true);
  });
});
