import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../disk/validate-site.ts';
import { editFile, projectRoot, removeTempProjects, tempProject } from '../../testing/temp-project.ts';

const portfolioProblems = (root: string) =>
  validateSite({ root, today: '2026-11-23' }).problems.filter((p) => p.file === 'site/pages/portfolio.json').map((p) => `${p.severity} ${p.pointer} ${p.message}`);

afterEach(removeTempProjects);

describe('portfolio pages and search engines', () => {
  it('the shipped site hides exactly the portfolio without photos', () => {
    expect(portfolioProblems(projectRoot)).toEqual([]);
  });

  it('warns when a portfolio without photos would be listed', () => {
    const dir = tempProject();
    editFile(dir, 'site/pages/portfolio.json', ',\n      "noindex": true', '');
    expect(portfolioProblems(dir)).toEqual(['warning /pathMeta /commercial/portfolio has no photos yet, so search engines would list an empty page.']);
  });

  it('warns when a portfolio that has photos now is still hidden', () => {
    const dir = tempProject();
    editFile(dir, 'site/collections/portfolio.json', '"id": "residential-01",\n      "type": "residential"', '"id": "residential-01",\n      "type": "commercial"');
    expect(portfolioProblems(dir)).toEqual(['warning /pathMeta/~1commercial~1portfolio/noindex /commercial/portfolio shows 1 photo now, but is still hidden from search engines.']);
  });
});
