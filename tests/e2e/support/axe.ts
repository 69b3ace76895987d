import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { motionDone } from './app';

// WCAG 2.2 AA (GitHub issue #8), plus axe's best practices, which cover landmarks, heading order and one H1 per page.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only violations are gathered: axe builds no selectors for what passed.
  resultTypes: ['violations'],
  // The only frames of the site's pages are the map's, Google's page, out of reach here (and not ours to
  // fix); the frame element itself (its title) is still checked. Asking into it only logs refused messages.
  iframes: false,
};
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations of the page once nothing moves, one readable line per failing element. A scan during
 * a transition (a drawer group still expanding, a menu fading in) measures boxes and colours that are
 * about to change. axe is put into the page once per load and run there directly (decision 028): the
 * Playwright builder injected it into every frame again for each scan and, by default, finished each
 * scan in a new blank page, which together cost more than the scan.
 */
export async function violations(page: Page): Promise<string[]> {
  await motionDone(page);
  // evaluate() is not subject to the page's Content-Security-Policy, as a <script> tag would be.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async (options) => {
      const { violations } = (await (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options));
      return violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })) }));
    },
    OPTIONS,
  );
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}
