import puppeteer from 'puppeteer-core';
import { pageCall, type Driver } from './driver';

// Firefox (Debian's firefox-esr) over WebDriver BiDi, driven by Puppeteer.

export const FIREFOX = '/usr/bin/firefox-esr';

export async function launchFirefox(siteUrl: string): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox looks nothing up outside this machine.
    env: { ...process.env, MOZ_DISABLE_NONLOCAL_CONNECTIONS: '1' },
  });
  // A new page, not the first tab: a headless first tab never gets focus, so focus checks would fail wrongly.
  const page = await browser.newPage();
  const evaluate: Driver['evaluate'] = async (fn, ...args) => (await page.evaluate(pageCall(fn, args))) as never;
  return {
    engine: 'firefox',
    goto: async (path) => void (await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      if (w !== width || h !== height) throw new Error(`firefox: the viewport is ${w}×${h}, not ${width}×${height}`);
    },
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key === ' ' ? 'Space' : key),
    async type(selector, text) {
      await page.click(selector);
      await page.keyboard.type(text);
    },
    evaluate,
    close: () => browser.close(),
  };
}
