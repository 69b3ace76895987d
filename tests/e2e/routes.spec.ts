import { expect, test } from '@playwright/test';
import { openPage } from './support/app';

// Every generated address is walked in page-sweep.spec.ts (its H1, a clean console, its links).
test('stored dark mode paints dark from the very first frame', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('themeMode', 'dark');
    // Record the background of the first frame the browser paints.
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body ?? document.documentElement).backgroundColor;
    });
  });
  await openPage(page, '/goldsboro');
  const first = await page.waitForFunction(() => (window as unknown as { firstFrame?: string }).firstFrame).then((h) => h.jsonValue());
  expect(first).not.toBe('rgb(255, 255, 255)');
  expect(first).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
});
