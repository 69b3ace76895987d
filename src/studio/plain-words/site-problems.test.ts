import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../content/json-values';
import { siteRules } from '../../content/validate/site-rules';
import { checkDraft, problemsOf, type SiteFileText } from '../check-draft';
import { fileKind } from '../../content/validate/file-kinds';
import type { StudioWords } from '../studio-words';
import { validatorProblems } from './field-problems';
import { programmerWordsIn } from '../../testing/programmer-words';
import { siteProblemMessage } from './site-problems';


const root = resolve(import.meta.dirname, '../../..');
const list = (dir: string): string[] =>
  readdirSync(join(root, 'site', dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)]));
const site: SiteFileText[] = list('').map((path) => ({ path, text: readFileSync(join(root, 'site', path), 'utf8') }));
const publicFiles = {
  exists: (path: string) => existsSync(join(root, 'public', path)),
  namesIn: (folder: string) => (existsSync(join(root, 'public', folder)) ? readdirSync(join(root, 'public', folder)) : []),
};
const read = (path: string) => JSON.parse(readFileSync(join(root, 'site', path), 'utf8')) as Record<string, any>;
const studio = (read('pages/admin-dashboard.json').sections as { studio?: StudioWords }[]).find((section) => section.studio)!.studio!;
const today = '2026-11-25';

/** Everything the studio would show for a draft: the whole site's check in the browser, errors and warnings, in its words. */
function shown(path: string, draft: Record<string, any>) {
  const { errors, warnings } = problemsOf(checkDraft(site, path, draft as Json, { today, publicFiles }), path);
  const problems = [...errors, ...warnings];
  return { problems, said: validatorProblems(fileKind(path)!, problems, draft, studio.fieldWords, studio.siteWords) };
}

/** Typical mistakes across files, one file of every kind. */
const MISTAKES: { path: string; spoil: (data: Record<string, any>) => void }[] = [
  {
    path: 'pages/about.json',
    spoil: (page) => {
      page.sections[0].actions[1].href = '/meet-the-tem';
      page.sections[0].subheading = 'Call us at (919) 555-0142 since {business.fonded}.';
      page.meta.title = 'TODO: a title about our family business and its long history here | Cedar Creek';
    },
  },
  {
    path: 'towns/clayton.json',
    spoil: (town) => {
      const benson = read('towns/benson.json');
      town.intro = benson.intro;
      town.geo = { lat: 0, lng: 0 };
      town.landing.subheading = '   ';
      for (const event of town.community.news) event.date = '2026-01-02';
      town.landing.title = 'Lawn Care, Landscaping and Garden Design in Clayton, NC and around it';
    },
  },
  {
    path: 'collections/reviews.json',
    spoil: (file) => {
      file.reviews[0].date = '2062-10-20';
      file.reviews[1].ownerReply = { text: 'Thank you!', date: '2001-01-01' };
      file.reviews[2].id = file.reviews[0].id;
    },
  },
  {
    path: 'forms/careers.json',
    spoil: (form) => {
      delete form.fields.find((field: any) => field.name === 'position').placeholder;
      form.fields.push({ ...form.fields[0] });
      form.steps[0].fields.push('favouriteColour');
      form.form = 'jobs';
    },
  },
  {
    path: 'pages/portfolio.json',
    spoil: (page) => {
      page.pathMeta = Object.fromEntries(Object.entries(page.pathMeta).map(([path, meta]) => [path.replace('commercial', 'comercial'), meta]));
    },
  },
  {
    path: 'pages/home.json',
    spoil: (page) => {
      page.sections[5].testimonials[0] = 'someone-nobody-knows';
      page.sections[0].background.image.src = '/images/pages/hom.svg';
    },
  },
  { path: 'site.json', spoil: (file) => file.redirects.push({ from: '/about', to: '/' }) },
];

describe('the checks across files in the studio\'s words', () => {
  it('a link to a page that does not exist: what to do, and the closest page by its title', () => {
    const page = read('pages/about.json');
    page.sections[0].actions[1].href = '/meet-the-tem';
    const { said } = shown('pages/about.json', page);
    expect(said).toContainEqual({
      pointer: '/sections/0/actions/1/href',
      field: 'Blocks › Block 1 › Buttons › Button 2 › Destination',
      message: `${studio.siteWords['missing-page']} Did you mean “${read('pages/meet-the-team.json').meta.title}”?`,
    });
  });

  it('a town text like another town\'s names the other town, never its file', () => {
    const town = read('towns/clayton.json');
    town.intro = read('towns/benson.json').intro;
    const { problems, said } = shown('towns/clayton.json', town);
    expect(problems.some((p) => p.rule === 'similar-text' && p.message.includes('site/towns/benson.json'))).toBe(true);
    expect(said.map((p) => p.message)).toContainEqual(expect.stringMatching(/^This town's local text is \d+% the same as Benson's/));
  });

  for (const mistake of MISTAKES) {
    it(`${mistake.path} with typical mistakes across files: each said from the table, none in programmer words`, () => {
      const data = read(mistake.path);
      mistake.spoil(data);
      const { problems, said } = shown(mistake.path, data);
      const across = problems.filter((p) => siteRules.includes(p.rule as never));
      expect(across.length, 'problems across files found').toBeGreaterThan(0);
      // Each one is said with its kind's own sentence, not the catch-all.
      for (const problem of across) expect(siteProblemMessage(problem, studio.siteWords)).not.toBe(studio.siteWords.otherProblem);
      expect(said.every((problem) => problem.field.length > 0 && problem.message.length > 0)).toBe(true);
      expect(programmerWordsIn(said)).toEqual([]);
    });
  }

  it('a file with more problems than are listed says how many more, in the studio\'s words', () => {
    const town = read('towns/clayton.json');
    town.nearbyServed = Array.from({ length: 500 }, () => 1);
    const { problems, said } = shown('towns/clayton.json', town);
    const more = problems.find((p) => p.rule === 'more-problems');
    // 501 problems: the list's length, then each of its 500 items.
    expect(more?.values).toEqual({ count: '301' });
    expect(said.map((p) => p.message)).toContain(studio.siteWords['more-problems'].replace('{count}', more!.values!.count!));
  });

  it('every kind of problem has its sentence, with no programmer words once filled', () => {
    const values = { name: 'position', id: 'home-patricia', fact: 'business.fonded', phone: '(919) 555-0142', other: 'Benson', percent: '64', limit: '20', paragraph: '2', otherParagraph: '3', latest: '2026-01-02', today, date: '2062-10-20', reviewDate: '2026-09-20', brand: 'Cedar Creek', length: '66', over: '6', count: '1', town: 'Benson', suggestion: 'Meet the Team' };
    const said = siteRules.map((rule) => ({ pointer: '', field: rule, message: siteProblemMessage({ rule, values }, studio.siteWords) }));
    expect(said.filter((p) => p.message === studio.siteWords.otherProblem)).toEqual([]);
    expect(programmerWordsIn(said.map((p) => ({ ...p, field: 'Field' })))).toEqual([]);
  });
});
