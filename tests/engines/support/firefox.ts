import puppeteer from 'puppeteer-core';
import { bringIntoReach, pageCall, selectAllOf, waitFor, type Driver } from './driver';

// Firefox (Debian's firefox-esr) over WebDriver BiDi, driven by Puppeteer.

export const FIREFOX = '/usr/bin/firefox-esr';

export async function launchFirefox(siteUrl: string): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // A command that hangs fails the check in 30 s, not Puppeteer's default 180 s.
    protocolTimeout: 30_000,
    // Firefox looks nothing up outside this machine.
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
  });
  // A new page, not the first tab: a headless first tab never gets focus, so focus checks would fail wrongly.
  const page = await browser.newPage();
  const evaluate: Driver['evaluate'] = async (fn, ...args) => (await page.evaluate(pageCall(fn, args))) as never;
  /**
   * Sends the page to `url` (or reloads it) from inside, then waits for the new document to be parsed
   * (`interactive`), not for its load event. Not Puppeteer's goto: in Firefox, after the crew login's
   * own navigations, /login's load event now and then came 10–12 s late with no request outstanding
   * (3 runs in 23; no resource took over 100 ms, cause not found), which Puppeteer's BiDi navigate
   * waited out past its timeout. Nothing in the site waits for the load event; the checks then wait for
   * the page script (<html data-ready>), which is what a visitor needs. See decision 020.
   * A wait that fails says what it saw (the old page, marked or not; the new page still parsing;
   * another address): that is how a page that reloaded itself instead of leaving was found (decision 020).
   */
  async function leaveFor(url: string | null, what: string) {
    // The document being left, told apart from the next one by its own time origin (a reload keeps the address).
    const from = await waitFor(driver, `the page before ${what}`, () => performance.timeOrigin);
    await page
      .evaluate((u: string | null) => {
        (window as unknown as { __enginesLeaving: boolean }).__enginesLeaving = true;
        if (u === null) location.reload();
        else location.assign(u);
      }, url)
      // The old document may be gone before the answer comes back: the wait below is what counts.
      .catch(() => undefined);
    const started = Date.now();
    let last: unknown;
    for (;;) {
      try {
        last = await evaluate((f: number) => ({ left: performance.timeOrigin !== f, marked: '__enginesLeaving' in window, at: location.href, readyState: document.readyState }), from);
        const state = last as { left: boolean; at: string; readyState: string };
        if (state.left && (url === null || state.at === url) && state.readyState !== 'loading') return;
      } catch (error) {
        // A navigation in flight destroys the page's context: the next poll asks the new page.
        last = error instanceof Error ? error.message : error;
      }
      if (Date.now() - started > 10_000) throw new Error(`firefox: waited 10 s for ${what} to load; last state: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const driver: Driver = {
    engine: 'firefox',
    goto: (path) => leaveFor(new URL(path, siteUrl).href, path),
    reload: () => leaveFor(null, 'the reloaded page'),
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      if (w !== width || h !== height) throw new Error(`firefox: the viewport is ${w}×${h}, not ${width}×${height}`);
    },
    async click(selector) {
      // Puppeteer scrolls an element only just into view, where the studio's sticky save bar (at a
      // desktop's width) can cover it: a click then landed on the bar, and the keys went elsewhere.
      await evaluate(bringIntoReach, selector);
      await page.click(selector);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    async press(key) {
      if (key !== 'Shift+Tab') return page.keyboard.press(key);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    async type(selector, text) {
      await evaluate(bringIntoReach, selector);
      await page.click(selector);
      await page.keyboard.press('End');
      await page.keyboard.type(text);
    },
    async fill(selector, text) {
      await evaluate(bringIntoReach, selector);
      await page.click(selector);
      await evaluate(selectAllOf, selector);
      if (text === '') return page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    keys: (text) => page.keyboard.type(text),
    async keysTo(selector, text) {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    async upload(selector, path) {
      const input = await page.$(selector);
      if (!input) throw new Error(`firefox: no ${selector} to hand a file to`);
      await (input as import('puppeteer-core').ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    async select(selector, optionText) {
      // Puppeteer sets the value and fires input and change (a synthetic choice): a closed select's
      // list is drawn outside the page, where its clicks cannot reach.
      const value = await evaluate((s: string, t: string) => [...(document.querySelector(s) as HTMLSelectElement).options].find((o) => o.text.trim() === t)?.value ?? null, selector, optionText);
      if (value === null) throw new Error(`firefox: no option "${optionText}" in ${selector}`);
      await page.select(selector, value);
    },
    evaluate,
    close: () => browser.close(),
  };
  return driver;
}
