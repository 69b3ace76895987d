import { expect, type Page } from '@playwright/test';

// Prerendered pages are visible (and clickable) before their script has taken over. A click or a key
// press that lands before hydration is lost, so a test that interacts waits for the state it needs:
// the page script marks <html data-ready> once it has taken over (src/browser/loader.ts).

/** Waits until the page's script has taken over: event handlers are attached from here on. */
export async function appReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
}

/** Loads a path and waits until the page is interactive. */
export async function openPage(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(path, options);
  await appReady(page);
  return response;
}

/** Reloads and waits until the page is interactive again. */
export async function reloadPage(page: Page) {
  await page.reload();
  await appReady(page);
}

/**
 * Waits until no finite CSS transition or animation is running (a drawer sliding in, a collapse
 * expanding, a menu fading in), so that boxes are measured where they will stay. Call it after the
 * state that starts the motion is visible: a transition that has not started yet cannot be seen.
 * Endless animations (spinners) are ignored.
 */
export async function motionDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      // A pending play (about to start) counts as moving too.
      if (animation.playState !== 'running' && !animation.pending) return true;
      return animation.effect?.getComputedTiming().endTime === Infinity;
    }),
  );
}

/** Two frames: a resize's (or a class flip's) layout and paint are done before anything is measured. */
export const painted = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
