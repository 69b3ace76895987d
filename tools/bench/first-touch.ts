/**
 * The first-touch part of `npm run bench` (issue #24): how long a visitor's first touch on a loaded
 * page waits until the page visibly answers, and how many bytes the touch makes the page fetch, on
 * Lighthouse's mobile profile (CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 * Figures, never assertions: these machines are shared and noisy.
 *
 * Each touch runs in a fresh browser context on a page that has finished loading (network idle). The
 * time is measured in the page's own clock, from the touch's first event (pointerdown or keydown) to
 * the first animation frame in which the answer shows: the menu's entries, the form's message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { FormFile, SiteFile } from '../../src/generated/site-types.ts';

/** Lighthouse 12's mobile profile, as DevTools applies it to a real connection. */
const PROFILE = { cpuSlowdown: Number(process.env.BENCH_CPU ?? 4), latencyMs: 150, downloadBytesPerSecond: (1638.4 * 1024) / 8, uploadBytesPerSecond: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const DESKTOP = { viewport: { width: 1350, height: 940 }, isMobile: false, hasTouch: false };

/** What shows when the page has answered: an element with this text (or href) drawn on screen. */
interface Answer {
  text?: string;
  href?: string;
  /** Only inside the header, or inside the form with this heading. */
  within?: { header: true } | { form: string };
}

interface Touch {
  name: string;
  path: string;
  device: typeof PHONE | typeof DESKTOP;
  /** Whatever must happen before the touch that is measured (typing into a form). */
  prepare?: (page: Page) => Promise<void>;
  touch: (page: Page) => Promise<void>;
  answer: Answer;
}

export interface TouchFigure {
  ms: number;
  kb: number;
}

function touches(root: string): Touch[] {
  const site = JSON.parse(readFileSync(join(root, 'site/site.json'), 'utf8')) as SiteFile;
  const form = (name: string) => JSON.parse(readFileSync(join(root, `site/forms/${name}.json`), 'utf8')) as FormFile;
  const quote = form('quote');
  const contact = form('contact');
  // Both forms carry a heading: it is how the page tells them apart.
  const quoteHeading = quote.heading!;
  const contactHeading = contact.heading!;
  // The menu the issue measures ("Services"), or else the first with its own links.
  const withItems = site.header.menus.filter((menu) => (menu.items ?? []).length > 0);
  const services = withItems.find((menu) => menu.title === 'Services') ?? withItems[0]!;
  const firstEntry = services.items![0]!;
  const lastMenu = site.header.menus.at(-1)!;
  const inForm = (page: Page, heading: string) => page.locator('form').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  const button = (page: Page, heading: string, label: string) => inForm(page, heading).getByRole('button', { name: label, exact: true });
  const openMenu = (path: string): Touch => ({
    name: `phone, tap "${site.ui.openMenu}" on ${path}`,
    path,
    device: PHONE,
    touch: (page) => page.locator(`header button[aria-label="${site.ui.openMenu}"]`).tap(),
    // A group of the drawer, drawn on screen (below md the header's own menus are not shown).
    answer: { text: lastMenu.title },
  });
  return [
    openMenu('/'),
    openMenu('/goldsboro'),
    {
      name: `phone, tap ${quote.steps[0]!.nextLabel} on the empty quote form on /contact`,
      path: '/contact',
      device: PHONE,
      touch: (page) => button(page, quoteHeading, quote.steps[0]!.nextLabel!).tap(),
      answer: { text: quote.steps[0]!.rules[0]!.message, within: { form: quoteHeading } },
    },
    {
      name: `desktop, click "${services.title}" in the header on /`,
      path: '/',
      device: DESKTOP,
      // The visible one: the phone drawer, in the header too, has a group of the same name.
      touch: (page) => page.locator('header button:visible', { hasText: new RegExp(`^${services.title}$`) }).click(),
      answer: { href: firstEntry.href, within: { header: true } },
    },
    ...(['sending', 'success'] as const).map(
      (until): Touch => ({
        name: `phone, the contact form's first send on /contact (typed in first), until "${contact.messages[until]}"`,
        path: '/contact',
        device: PHONE,
        async prepare(page) {
          const fields = inForm(page, contactHeading);
          await fields.getByLabel('Name', { exact: false }).first().fill('Dale Hinton');
          await fields.getByLabel('Phone', { exact: false }).first().fill('919-555-0100');
          await fields.getByLabel('Email', { exact: false }).first().fill('dale@example.com');
        },
        touch: (page) => button(page, contactHeading, contact.steps[0]!.submitLabel!).tap(),
        // The press answers with "Sending…" on the button; the send itself ends with the success message.
        answer: { text: contact.messages[until], within: { form: contactHeading } },
      }),
    ),
  ];
}

/** Runs in the page: resolves with the milliseconds from the touch to the first frame that shows the answer. */
const watchForAnswer = (answer: Answer) =>
  new Promise<number>((resolve) => {
    const w = window as unknown as { __touchAt?: number };
    const shows = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const matches = (element: Element) =>
      (answer.href === undefined || element.getAttribute('href') === answer.href) &&
      (answer.text === undefined || (element.textContent ?? '').replace(/\s+/g, ' ').trim() === answer.text);
    const scopeOf = (within: Answer['within']) => {
      if (!within) return document.body;
      if ('header' in within) return document.querySelector('header');
      return [...document.querySelectorAll('form')].find((form) => form.querySelector('h1, h2, h3')?.textContent?.trim() === within.form) ?? null;
    };
    const check = () => {
      const scope = scopeOf(answer.within);
      const found = w.__touchAt !== undefined && [...(scope?.querySelectorAll(answer.href ? 'a' : '*') ?? [])].some((element) => matches(element) && shows(element));
      if (found) resolve(performance.now() - w.__touchAt!);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

async function measure(browser: Browser, baseUrl: string, touch: Touch): Promise<TouchFigure> {
  const context = await browser.newContext({ ...touch.device, serviceWorkers: 'block' });
  // The outside e-mail service answers as EmailJS does, from here: the benchmark never leaves the machine.
  await context.route(/^https:\/\/api\.emailjs\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
  // The touch's first event, in the page's clock.
  // (As source text, like the watcher below.)
  await context.addInitScript(`for (const type of ['pointerdown', 'touchstart', 'keydown']) addEventListener(type, () => (window.__touchAt ??= performance.now()), { capture: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latencyMs, downloadThroughput: PROFILE.downloadBytesPerSecond, uploadThroughput: PROFILE.uploadBytesPerSecond });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  // Requests in flight and the last time one started or ended: the page is quiet after 500 ms of neither.
  let counting = false;
  const touched = new Set<string>();
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastActivity = performance.now();
    if (counting) touched.add(event.requestId);
  });
  const ended = (event: { requestId: string }) => {
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.loadingFinished', (event) => {
    ended(event);
    if (touched.has(event.requestId)) bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ended);
  const quiet = async () => {
    while (inFlight.size > 0 || performance.now() - lastActivity < 500) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  try {
    await page.goto(baseUrl + touch.path, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    if (touch.prepare) {
      await touch.prepare(page);
      // Whatever the typing woke has arrived: the send is measured, not the typing.
      await quiet();
    }
    await page.evaluate(() => delete (window as unknown as { __touchAt?: number }).__touchAt);
    // As source text: tsx names functions through a `__name` helper the page does not have.
    const answered = page.evaluate(`((__name) => (${watchForAnswer.toString()}))((f) => f)(${JSON.stringify(touch.answer)})`) as Promise<number>;
    // Should the touch fail, its error is the one to report, not the watcher's that the closing page ends.
    answered.catch(() => undefined);
    counting = true;
    await touch.touch(page);
    const ms = await Promise.race([answered, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${touch.name}: the page did not answer within 60 s`)), 60_000))]);
    // Whatever the touch set off has finished arriving.
    await quiet();
    return { ms: Math.round(ms), kb: Math.round((bytes / 1024) * 10) / 10 };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every touch, `runs` times each (median), against the built site at baseUrl. */
export async function firstTouches(browser: Browser, baseUrl: string, root: string, runs = 3): Promise<Record<string, TouchFigure>> {
  const out: Record<string, TouchFigure> = {};
  for (const touch of touches(root)) {
    const figures: TouchFigure[] = [];
    for (let i = 0; i < runs; i++) figures.push(await measure(browser, baseUrl, touch));
    console.log(`  ${touch.name}: ${figures.map((f) => `${f.ms} ms`).join(', ')}`);
    out[touch.name] = { ms: median(figures.map((f) => f.ms)), kb: median(figures.map((f) => f.kb)) };
  }
  return out;
}
