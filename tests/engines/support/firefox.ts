import puppeteer from 'puppeteer-core';
import { pageCall, waitFor, type Driver } from './driver';

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
  const driver: Driver = {
    engine: 'firefox',
    async goto(path) {
      // Not Puppeteer's goto: its BiDi navigate, right after the page had navigated itself (the crew
      // login's location.replace), now and then never answered (2 runs in 15; a known kind of Firefox
      // BiDi navigation bug, puppeteer#13041). The page is sent there itself, and the new document awaited.
      const url = new URL(path, siteUrl).href;
      await page
        .evaluate((u: string) => {
          (window as unknown as { __enginesLeaving: boolean }).__enginesLeaving = true;
          location.assign(u);
        }, url)
        // The old document may be gone before the answer comes back: the wait below is what counts.
        .catch(() => undefined);
      await waitFor(driver, `the page ${path} to load`, (u: string) => !('__enginesLeaving' in window) && location.href === u && document.readyState === 'complete', url);
    },
    reload: async () => void (await page.reload({ waitUntil: 'load', timeout: 20_000 })),
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      if (w !== width || h !== height) throw new Error(`firefox: the viewport is ${w}×${h}, not ${width}×${height}`);
    },
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    async type(selector, text) {
      await page.click(selector);
      await page.keyboard.press('End');
      await page.keyboard.type(text);
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
