import { expect, type Locator, type Page } from '@playwright/test';
import { FILL_IN, programmerWordsInText, SCREEN_WORDS } from '../../../src/testing/programmer-words';

// What the office manager must never read in the studio (issue #27), scanned over its whole visible
// text, warnings and help included (the list: src/testing/programmer-words.ts). The preview frame's
// text (the site itself) is not the studio's and is left out.

/** Every JSON pointer of two or more steps in `data` ("/landing/subheading"), to look for in the text. */
export function pointersOf(data: unknown, at = ''): string[] {
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const here = `${at}/${key}`;
    return [...(at ? [here] : []), ...pointersOf(value, here)];
  });
}

/** The lines of the studio's text that hold a programmer word, each with what was found. */
export function programmerWordsOnScreen(text: string, pointers: string[] = []): string[] {
  return text.split('\n').flatMap((line) => {
    const found = programmerWordsInText(line.replace(FILL_IN, ''), SCREEN_WORDS);
    const pointer = pointers.find((p) => line.includes(p));
    if (pointer) found.push(`the pointer ${pointer}`);
    return found.length ? [`${found.join(', ')}: ${line.trim()}`] : [];
  });
}

/** The studio's island on the dashboard: its list, its forms, its dialogs' anchors. */
export const studioIsland = (page: Page): Locator => page.locator('[data-island="studio"]');

/**
 * What the studio shows now, as read on screen. The island's root is `display: contents` (no box of
 * its own, so its innerText would be all its text, hidden or not): its children are read instead.
 * MUI's dialogs and menus render at the end of the body, so those are read too.
 */
export async function studioText(page: Page): Promise<string> {
  await expect(studioIsland(page)).toHaveCount(1);
  const own = await studioIsland(page).evaluate((root) => Array.from(root.children, (child) => (child as HTMLElement).innerText).join('\n'));
  const layers = await page.locator('body > .MuiDialog-root, body > .MuiPopover-root, body > .MuiPopper-root').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText));
  return [own, ...layers].join('\n');
}

/** Fails with every offending line when the studio shows a programmer word anywhere. */
export async function expectPlainWords(page: Page, pointers: string[] = []) {
  const text = await studioText(page);
  expect(programmerWordsOnScreen(text, pointers), 'programmer words the studio shows').toEqual([]);
}
