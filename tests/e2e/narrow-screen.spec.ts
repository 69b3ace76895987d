import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/app';

// At 375 px (a small phone) nothing sticks out sideways and no word is cut in two: long links and the
// e-mail address wrap after "/" or "@" (src/components/breakable.tsx), never mid-word.

// Reduced motion keeps scroll-reveal out (blocks still sliding in would sit off to the side): this
// checks where text ends up, not the animation.
test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

/** Text that sticks out of its box or the page, and words broken across two lines, in <main>. */
function layoutProblems(page: Page) {
  return page.locator('main').evaluate((main) => {
    const problems: string[] = [];
    const pageWidth = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!text.trim() || !element || !element.checkVisibility({ visibilityProperty: true })) continue;
      // Words for screen readers only sit in a 1 px clipped box on purpose.
      if (element.closest('[aria-hidden="true"]') || element.getBoundingClientRect().width <= 1) continue;
      let box: Element | null = element;
      while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
      if (box && box.scrollWidth > box.clientWidth + 1) problems.push(`"${text.trim().slice(0, 40)}" overflows its box`);
      const range = document.createRange();
      let lastTop: number | null = null;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (rect.right > pageWidth + 0.5 || rect.left < -0.5) problems.push(`"${text.trim().slice(0, 40)}" leaves the page`);
        // A new line between two letters or digits of one text node: a word cut in two.
        if (lastTop !== null && Math.abs(rect.top - lastTop) > 2 && /[\p{L}\p{N}]/u.test(text[i - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[i]!)) {
          problems.push(`"${text.trim().slice(0, 40)}" breaks mid-word at "${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}"`);
        }
        lastTop = rect.top;
      }
    }
    return [...new Set(problems)];
  });
}

/** The lines an element's text falls on, in order. */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const { top, width } = range.getBoundingClientRect();
        if (width === 0) continue;
        const line = lines.at(-1);
        if (line && Math.abs(line.top - top) <= 2) line.text += text[i];
        else lines.push({ top, text: text[i]! });
      }
    }
    return lines.map((line) => line.text);
  });
}

test('/contact: no text overflows, no word is cut, the e-mail wraps only after "@"', async ({ page }) => {
  await openPage(page, '/contact');
  expect(await layoutProblems(page)).toEqual([]);
  const email = await linesOf(page, 'main a[href^="mailto:"]');
  expect(email.join('')).toBe('info@cedarcreeklawn.example');
  if (email.length > 1) expect(email).toEqual(['info@', 'cedarcreeklawn.example']);
});

test('/admin-dashboard: no text overflows and no path or word is cut mid-way', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'narrow-screen-test');
    localStorage.setItem('admin', 'true');
    localStorage.setItem('user', '1');
  });
  await openPage(page, '/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/resources/summer-lawn-care' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
});
