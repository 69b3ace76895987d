import { describe, expect, it } from 'vitest';
import { groupContent, itemLabel, searchContent } from './content-groups';

const kinds = [
  { kind: 'siteFile', title: 'Site settings', files: [{ path: 'site.json' }] },
  { kind: 'townFile', title: 'Town', files: [{ path: 'towns/wilsons-mills.json' }, { path: 'towns/clayton.json' }] },
  { kind: 'reviewsFile', title: 'Reviews', files: [{ path: 'collections/reviews.json' }] },
  { kind: 'testimonialsFile', title: 'Testimonials', files: [{ path: 'collections/testimonials.json' }] },
  { kind: 'faqsFile', title: 'Questions and answers', files: [{ path: 'collections/faqs.json' }] },
  { kind: 'pageFile', title: 'Page', files: [{ path: 'pages/resources-fall-cleanup.json' }] },
];
const groups = [
  { label: 'Business facts', kinds: ['siteFile'] },
  { label: 'Towns', kinds: ['townFile'] },
  { label: 'Reviews and testimonials', kinds: ['reviewsFile', 'testimonialsFile'] },
  { label: 'Questions', kinds: ['faqsFile'] },
];

describe('the content list', () => {
  it('names files as staff read them', () => {
    expect(itemLabel('towns/wilsons-mills.json', 'Towns')).toBe('Wilsons Mills');
    expect(itemLabel('pages/resources-fall-cleanup.json', 'Pages')).toBe('Resources fall cleanup');
    expect(itemLabel('site.json', 'Business facts')).toBe('Business facts');
  });

  it('names a file the schema names: the only file of its kind by the kind, a town template by the town page it lays out', () => {
    expect(itemLabel('collections/faqs.json', 'Questions', { kind: 'faqsFile', title: 'Questions and answers', files: [{ path: 'collections/faqs.json' }] })).toBe('Questions and answers');
    const templates = { kind: 'templateFile', title: 'Town page template', files: [{ path: 'templates/town-landing.json' }, { path: 'templates/town-services.json' }] };
    expect(itemLabel('templates/town-landing.json', 'Layouts', templates)).toBe('Town page');
    expect(itemLabel('templates/town-services.json', 'Layouts', templates)).toBe('Town services page');
    // Pages and forms are many of one kind: named by their file, as before.
    expect(itemLabel('pages/resources-fall-cleanup.json', 'Pages', { kind: 'pageFile', title: 'Page', files: [{ path: 'pages/resources-fall-cleanup.json' }] })).toBe('Resources fall cleanup');
  });

  it('groups files by the kinds each group names, in name order, and leaves out kinds no group names', () => {
    const grouped = groupContent(groups, kinds);
    expect(grouped.map((g) => [g.label, g.items.map((i) => i.path)])).toEqual([
      ['Business facts', ['site.json']],
      ['Towns', ['towns/clayton.json', 'towns/wilsons-mills.json']],
      ['Reviews and testimonials', ['collections/reviews.json', 'collections/testimonials.json']],
      ['Questions', ['collections/faqs.json']],
    ]);
  });

  it('names a collection by its kind\'s title, never by its file name ("Faqs")', () => {
    const items = groupContent(groups, kinds).flatMap((g) => g.items.map((i) => i.label));
    expect(items).toContain('Questions and answers');
    expect(items).not.toContain('Faqs');
  });

  it('search keeps the items matching every word, and the groups that still have one', () => {
    const grouped = groupContent(groups, kinds);
    expect(searchContent(grouped, 'wilson').map((g) => g.items.map((i) => i.label))).toEqual([['Wilsons Mills']]);
    expect(searchContent(grouped, 'towns CLAY').map((g) => g.items.map((i) => i.label))).toEqual([['Clayton']]);
    expect(searchContent(grouped, '  ')).toBe(grouped);
    expect(searchContent(grouped, 'kinston')).toEqual([]);
  });

  it('finds a file by a field\'s label when its name does not match, and says which field', () => {
    const found = searchContent(groupContent(groups, kinds), 'phone');
    expect(found.map((g) => [g.label, g.items.map((i) => [i.path, i.field])])).toEqual([['Business facts', [['site.json', { id: 'root_business_phone', label: 'Phone' }]]]]);
    // A name that matches opens the file at its top, as before.
    expect(searchContent(groupContent(groups, kinds), 'clayton')[0]!.items[0]!.field).toBeUndefined();
  });
});
