import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { motionDone } from './app';

// WCAG 2.2 AA (GitHub issue #8), plus axe's best practices, which cover landmarks, heading order and one H1 per page.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The violations of the page once nothing moves, one readable line per failing element. A scan during
 * a transition (a drawer group still expanding, a menu fading in) measures boxes and colours that are
 * about to change. Only violations are gathered (axe builds no selectors for what passed), and axe runs
 * in the page itself: the builder's default hands every partial result to a new blank page to finish,
 * which cost more than the scan (decision 028).
 */
export async function violations(page: Page): Promise<string[]> {
  await motionDone(page);
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return found.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}
