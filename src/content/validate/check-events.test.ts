import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../disk/validate-site.ts';
import { editFile, projectRoot, removeTempProjects, tempProject } from '../../testing/temp-project.ts';

const eventWarnings = (root: string, today: string) =>
  validateSite({ root, today }).problems.filter((p) => p.pointer === '/community/news').map((p) => `${p.severity} ${p.file} ${p.message}`);

afterEach(removeTempProjects);

describe('community events', () => {
  it('no warning while every town with events has one still to come', () => {
    expect(eventWarnings(projectRoot, '2026-11-23')).toEqual([]);
  });

  it('warns about a town whose events have all passed, naming the latest and the day', () => {
    const dir = tempProject();
    editFile(dir, 'site/towns/selma.json', '"date": "2027-04-03"', '"date": "2026-10-03"');
    editFile(dir, 'site/towns/selma.json', '"date": "2027-01-30"', '"date": "2026-10-30"');
    expect(eventWarnings(dir, '2026-11-23')).toEqual([
      'warning site/towns/selma.json every event here has passed (the latest was 2026-10-30; today is 2026-11-23), so the services page shows none of them.',
    ]);
  });

  it('an event on the day itself still counts as upcoming; towns without events are never warned about', () => {
    const dir = tempProject();
    editFile(dir, 'site/towns/selma.json', '"date": "2027-04-03"', '"date": "2026-11-23"');
    editFile(dir, 'site/towns/selma.json', '"date": "2027-01-30"', '"date": "2026-10-30"');
    expect(eventWarnings(dir, '2026-11-23')).toEqual([]);
    // Four Oaks has no community news by design (the general message shows): nothing to expire.
    expect(eventWarnings(projectRoot, '2030-01-01').some((w) => w.includes('four-oaks'))).toBe(false);
  });
});

const reviewProblems = (root: string, today: string) =>
  validateSite({ root, today }).problems.filter((p) => p.file === 'site/collections/reviews.json').map((p) => `${p.severity} ${p.pointer} ${p.message}`);

describe('review dates', () => {
  it('the shipped reviews are all in the past', () => {
    expect(reviewProblems(projectRoot, '2026-11-23')).toEqual([]);
  });

  it('rejects a review dated after today, and a reply older than its review', () => {
    const dir = tempProject();
    editFile(dir, 'site/collections/reviews.json', '"date": "2026-10-20"', '"date": "2062-10-20"');
    editFile(dir, 'site/collections/reviews.json', '"date": "2026-09-21"', '"date": "2026-09-01"');
    expect(reviewProblems(dir, '2026-11-23')).toEqual([
      'error /reviews/1/date the review by Ray Holloman is dated 2062-10-20, after today (2026-11-23).',
      "error /reviews/2/ownerReply/date the owner's reply is dated 2026-09-01, before the review itself (2026-09-20).",
    ]);
  });

  it('rejects a day that is not a calendar day', () => {
    const dir = tempProject();
    editFile(dir, 'site/collections/reviews.json', '"date": "2026-10-20"', '"date": "2 weeks ago"');
    expect(reviewProblems(dir, '2026-11-23')[0]).toMatch(/^error \/reviews\/1\/date /);
  });
});
