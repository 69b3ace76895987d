import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateSite } from './run-migrations.ts';
import { migrations } from './migrations.ts';
import { dayFromRelativeText } from './to-version-2.ts';
import { validateSite } from '../../../src/content/disk/validate-site.ts';
import { removeTempProjects, tempProject } from '../../../src/testing/temp-project.ts';

afterEach(removeTempProjects);

const v1Files = resolve(import.meta.dirname, '../../../tests/fixtures/content-v1');
const json = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, 'site', path), 'utf8'));

describe('dayFromRelativeText', () => {
  it.each([
    ['2 weeks ago', '2026-11-09'],
    ['a week ago', '2026-11-16'],
    ['1 month ago', '2026-10-23'],
    ['10 months ago', '2026-01-23'],
    ['a year ago', '2025-11-23'],
    ['2 years ago', '2024-11-23'],
    ['yesterday', '2026-11-22'],
    ['3 days ago', '2026-11-20'],
  ])('"%s", counted from 2026-11-23, is %s', (text, day) => {
    expect(dayFromRelativeText(text, '2026-11-23')).toBe(day);
  });

  it('clamps to the end of a shorter month, and gives up on text it cannot read', () => {
    expect(dayFromRelativeText('1 month ago', '2026-03-31')).toBe('2026-02-28');
    expect(dayFromRelativeText('last spring', '2026-03-31')).toBeUndefined();
  });
});

describe('content version 1 → 2', () => {
  it('turns real version-1 files into content that validates, keeping every word an editor wrote', () => {
    const dir = tempProject();
    cpSync(v1Files, join(dir, 'site'), { recursive: true, filter: (path) => !path.endsWith('README.md') });
    expect(validateSite({ root: dir, today: '2026-11-23' }).problems[0]).toMatchObject({ pointer: '/schemaVersion', severity: 'error' });

    const result = migrateSite({ siteDir: join(dir, 'site'), migrations, target: 2, today: '2026-11-23' });
    expect(result.changed).toEqual(['collections/reviews.json', 'pages/faq.json', 'pages/login.json', 'site.json', 'towns/selma.json']);

    const { problems } = validateSite({ root: dir, today: '2026-11-23' });
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    // Titles lost the business name, which the title ending now adds once.
    expect(problems.filter((p) => p.message.includes('titleSuffix'))).toEqual([]);
    const site = json(dir, 'site.json');
    expect(site.titleSuffix).toBe(' | Cedar Creek');
    expect(json(dir, 'pages/faq.json').meta.title).toBe('Lawn Care & Landscaping FAQ');
    expect(json(dir, 'towns/selma.json').landing.title).toBe('Lawn Care & Landscaping in Selma, NC');
    // Reviews store days now.
    const [first] = json(dir, 'collections/reviews.json').reviews;
    expect(first).toMatchObject({ name: 'Denise Carraway', date: '2026-11-09', ownerReply: { date: '2026-11-09' } });
    // New words were added; words already there were left alone.
    expect(site.ui).toMatchObject({ mainNav: 'Main', footerNav: 'Footer', skipToContent: 'Skip to content', newVersionTitle: 'This page has been updated' });
    // The old error page's words, which nothing shows any more, are gone.
    for (const retired of ['errorTitle', 'errorText', 'chunkErrorText', 'fallbackError']) expect(site.ui).not.toHaveProperty(retired);
    expect(json(dir, 'pages/login.json').sections.find((s: { type: string }) => s.type === 'login').signedIn.logoutLabel).toBe('Log out');
  });
});
