import { afterEach, describe, expect, it } from 'vitest';
import { validateSite } from '../disk/validate-site.ts';
import { editFile, projectRoot, removeTempProjects, tempProject } from '../../testing/temp-project.ts';

const titleProblems = (root: string) =>
  validateSite({ root }).problems.filter((p) => /title|pathMeta/.test(p.pointer)).map((p) => `${p.severity} ${p.file} ${p.pointer} ${p.message}`);

afterEach(removeTempProjects);

describe('page titles', () => {
  it('the shipped site has no title warning: every title with its ending fits in 60 characters', () => {
    expect(titleProblems(projectRoot)).toEqual([]);
  });

  it('warns about a page title that is too long with the ending from site.json', () => {
    const dir = tempProject();
    editFile(dir, 'site/pages/faq.json', '"title": "Lawn Care & Landscaping FAQ"', '"title": "Lawn Care & Landscaping FAQ for Goldsboro Homeowners"');
    expect(titleProblems(dir)).toEqual([
      'warning site/pages/faq.json /meta/title with the ending " | Cedar Creek" this title is 66 characters ("Lawn Care & Landscaping FAQ for Goldsboro Homeowners | Cedar Creek"); Google shows about 60, so the end would be cut off.',
    ]);
  });

  it('points a town page\'s long title at the town file, where its words are', () => {
    const dir = tempProject();
    editFile(dir, 'site/towns/selma.json', '"title": "Lawn Care & Landscaping in Selma, NC"', '"title": "Lawn Care, Landscaping and Garden Design in Selma, NC"');
    expect(titleProblems(dir)).toEqual([expect.stringMatching(/^warning site\/towns\/selma\.json \/landing\/title with the ending .* is 67 characters/)]);
  });

  it('warns about a title that spells the brand ending itself', () => {
    const dir = tempProject();
    editFile(dir, 'site/pages/pay.json', '"title": "Pay Your Bill Online"', '"title": "Pay Your Bill | Cedar Creek"');
    expect(titleProblems(dir)).toEqual([expect.stringContaining('warning site/pages/pay.json /meta/title this title ends with "Cedar Creek"')]);
  });

  it('rejects search information for an address the page does not build', () => {
    const dir = tempProject();
    editFile(dir, 'site/pages/portfolio.json', '"/commercial/portfolio": {\n      "title"', '"/comercial/portfolio": {\n      "title"');
    expect(titleProblems(dir)).toEqual([
      // The typo also leaves the real address without its "noindex" (src/content/validate/check-portfolio.ts).
      'warning site/pages/portfolio.json /pathMeta /commercial/portfolio has no photos yet, so search engines would list an empty page.',
      expect.stringContaining('error site/pages/portfolio.json /pathMeta/~1comercial~1portfolio "/comercial/portfolio" is not one of this page\'s "paths"'),
    ]);
  });
});
