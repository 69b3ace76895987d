import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../content/json-values';
import { InterpretedValidator } from '../interpreted-validator';
import { schemaForKind } from '../schema-for-kind';
import type { StudioWords } from '../studio-words';
import { fieldProblems, plainErrorsFor, type FieldProblem } from './field-problems';
import { placeName, placeOf } from './schema-places';
import { programmerWordsIn } from '../../testing/programmer-words';


const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, 'site', path), 'utf8')) as Record<string, any>;
const dashboard = read('pages/admin-dashboard.json');
const studio = (dashboard.sections as { studio?: StudioWords }[]).find((section) => section.studio)!.studio!;
const words = studio.fieldWords;

/** The form's own check of a file of this kind, said through the studio's table. */
function formCheck(kind: string, data: unknown): FieldProblem[] {
  const schema = schemaForKind(kind);
  const { errors } = new InterpretedValidator(schema).validateFormData(data, schema, undefined, plainErrorsFor(kind, words));
  return errors.map((error) => ({ pointer: String(error.params.pointer), field: String(error.params.field), message: error.message ?? '' }));
}

/** Typical mistakes, one file of every kind: a text emptied, a required field left out, a list cut short, a choice mistyped. */
const MISTAKES: { kind: string; path: string; spoil: (data: Record<string, any>) => void }[] = [
  { kind: 'townFile', path: 'towns/clayton.json', spoil: (town) => ((town.landing.heading = ''), delete town.name, (town.community.news = [town.community.news[0]]), (town.county = 'Wayn')) },
  { kind: 'townFile', path: 'towns/selma.json', spoil: (town) => town.community.news.push({ id: '', title: '', date: '', snippet: '' }) },
  { kind: 'pageFile', path: 'pages/home.json', spoil: (page) => (delete page.sections[2].heading, (page.meta.title = ''), (page.sections[0].type = 'hero')) },
  { kind: 'siteFile', path: 'site.json', spoil: (site) => ((site.business.phone = ''), (site.business.email = 'office at example'), delete site.business.name) },
  { kind: 'reviewsFile', path: 'collections/reviews.json', spoil: (file) => ((file.reviews[0].rating = 9), (file.reviews[1].text = '')) },
  { kind: 'formFile', path: 'forms/quote.json', spoil: (form) => ((form.heading = ''), (form.fields = [])) },
];

describe('the studio says problems in plain words, at the field', () => {
  it('a required field left empty says "This field is required." at that field, named by its label', () => {
    const town = read('towns/clayton.json');
    town.landing.heading = '';
    expect(formCheck('townFile', town)).toEqual([{ pointer: '/landing/heading', field: 'Town page › Heading', message: 'This field is required.' }]);
  });

  it('a required field left out is said at the field, not at the group that holds it', () => {
    const town = read('towns/clayton.json');
    delete town.community.news[1].title;
    const problems = formCheck('townFile', town);
    expect(problems).toEqual([{ pointer: '/community/news/1/title', field: 'Community news › Local events › Event 2 › Title', message: 'This field is required.' }]);
  });

  it('a count rule says the limit and what to do, with the numbers read from the schema', () => {
    const town = read('towns/clayton.json');
    town.community.news = [town.community.news[0]];
    expect(formCheck('townFile', town)).toEqual([{ pointer: '/community/news', field: 'Community news › Local events', message: 'This list needs at least 2 entries; it has 1. Add 1 more.' }]);
    town.community.news = [town.community.news[0], town.community.news[0], town.community.news[0]];
    expect(formCheck('townFile', town).map((p) => p.message)).toContain('This list takes at most 2 entries; it has 3. Remove 1.');
  });

  it('a text over its length limit says the limit, read from the schema, and how long it is', () => {
    const town = read('towns/clayton.json');
    const limit = placeOf('townFile', '/landing/heading', town, words.entry).node?.maxLength;
    expect(limit, 'the schema gives the heading a length limit').toBeGreaterThan(0);
    town.landing.heading = 'x'.repeat(limit! + 1);
    const said = words.tooLong.replace('{limit}', String(limit)).replace('{count}', String(limit! + 1));
    expect(formCheck('townFile', town)).toEqual([{ pointer: '/landing/heading', field: 'Town page › Heading', message: said }]);
    expect(fieldProblems('townFile', '/landing/heading', 'maxLength', town, words)).toEqual([{ pointer: '/landing/heading', field: 'Town page › Heading', message: said }]);
  });

  it('the validator\'s own schema problems go through the same table (its "rule")', () => {
    const town = read('towns/clayton.json');
    delete town.landing.heading;
    expect(fieldProblems('townFile', '/landing', 'required', town, words)).toEqual([{ pointer: '/landing/heading', field: 'Town page › Heading', message: 'This field is required.' }]);
  });

  for (const mistake of MISTAKES) {
    it(`${mistake.path} with typical mistakes: every problem found, none in programmer words`, () => {
      const data = read(mistake.path);
      mistake.spoil(data);
      const problems = formCheck(mistake.kind, data as Json);
      expect(problems.length, 'problems found').toBeGreaterThan(0);
      expect(problems.every((problem) => problem.field.length > 0 && problem.message.length > 0)).toBe(true);
      expect(programmerWordsIn(problems)).toEqual([]);
    });
  }

  it('names list entries and fields without titles in words', () => {
    const town = read('towns/clayton.json');
    expect(placeName(placeOf('townFile', '/intro/1', town, words.entry))).toMatch(/^Local text › \S.* 2$/);
    expect(placeName(placeOf('townFile', '', town, words.entry))).not.toBe('');
  });
});
