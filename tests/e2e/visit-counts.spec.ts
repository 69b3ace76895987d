import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config';
import { startTestContentApi, type TestContentApi } from '../support/test-content-api';
import { reloadPage } from './support/app';
import { contentApiUrl } from './support/content-copy';
import { openStudio, test } from './support/studio-fixture';
import { expectPlainWords } from './support/plain-words';
import { violations } from './support/axe';
import { calendarDay } from '../../src/content/upcoming-events';

// The owner's week on the website (issue #39): events sent to the stand-in's Events API, asked back
// by the content API through the Stats API v2 with its key, and shown below the studio's list. This
// file starts a content API and a stand-in of its own (the studio's requests are sent there), so the
// numbers are exactly these events; the suite's shared API has no key: its studio says "not set up".

const SITE = 'www.cedarcreeklawn.example';
const PANEL = 'This week on the website';

let t: TestContentApi;
test.beforeAll(async () => {
  t = await startTestContentApi({}, {}, { visitCounts: { domain: SITE }, origins: [siteUrl] });
});
test.afterAll(() => t.stop());

/** The studio's requests go to this file's content API (the page's policy allows only the suite's address). */
async function useOwnApi(page: Page) {
  await page.route(`${contentApiUrl}/**`, async (route) => route.fulfill({ response: await route.fetch({ url: route.request().url().replace(contentApiUrl, t.api.url) }) }));
}

/** One event as a page sends it, from a browser named by its User-Agent (the stand-in counts visitors by it, as Plausible does). */
async function sent(request: APIRequestContext, browser: string, name: string, path: string, props: Record<string, string>) {
  const answer = await request.post(`${t.standIn.url}/api/event`, {
    headers: { 'Content-Type': 'text/plain', 'User-Agent': browser },
    data: JSON.stringify({ name, url: `https://${SITE}${path}`, domain: SITE, referrer: null, props }),
  });
  expect(answer.status()).toBe(202);
}

const shippedTowns = readdirSync(resolve(import.meta.dirname, '../../site/towns')).map((file) => (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/towns', file), 'utf8')) as { name: string }).name);

/** Whether a day ends within a minute: the office's (the Stats API's days) or UTC's (a visitor's id is per UTC day). */
const dayEndsSoon = () => {
  const [now, soon] = [new Date(), new Date(Date.now() + 60_000)];
  return calendarDay(now) !== calendarDay(soon) || now.toISOString().slice(0, 10) !== soon.toISOString().slice(0, 10);
};

test('the owner reads what the stand-in recorded: by town (every town, zeros included), the quote form\'s steps, the sends that failed, the speed; then that the numbers cannot be fetched', async ({ page, request, adminSession }) => {
  test.setTimeout(150_000);
  // A visitor is counted per day, and this week starts on a Monday: the events and the reading must
  // fall on one day. Within a minute of a midnight, the test waits for the new day first.
  await expect.poll(dayEndsSoon, { timeout: 70_000, intervals: [1_000] }).toBe(false);
  const town = (slug: string) => ({ kind: 'town', town: slug });
  await sent(request, 'phone-a', 'pageview', '/goldsboro', town('goldsboro'));
  await sent(request, 'phone-a', 'Quote step 2', '/goldsboro', { town: 'goldsboro' });
  await sent(request, 'phone-a', 'Quote sent', '/goldsboro', { town: 'goldsboro', page: '/goldsboro' });
  await sent(request, 'phone-b', 'pageview', '/goldsboro', town('goldsboro'));
  await sent(request, 'phone-b', 'Phone tap', '/goldsboro', { place: 'town contact', town: 'goldsboro' });
  await sent(request, 'phone-b', 'Web vitals', '/goldsboro', { metric: 'LCP', value: '1800', rating: 'good', kind: 'town' });
  await sent(request, 'phone-c', 'pageview', '/contact', { kind: 'contact' });
  await sent(request, 'phone-c', 'Quote step 2', '/contact', { town: 'none' });
  await sent(request, 'phone-c', 'Send failed', '/contact', { form: 'quote', reason: 'refused', town: 'none' });
  await sent(request, 'phone-c', 'Message sent', '/contact', { town: 'none', page: '/contact' });
  await sent(request, 'phone-d', 'pageview', '/selma', town('selma'));
  await sent(request, 'phone-d', 'Phone tap', '/selma', { place: 'header', town: 'selma' });
  await sent(request, 'phone-d', 'Send failed', '/selma', { form: 'quote', reason: 'timeout', town: 'selma' });
  await sent(request, 'phone-d', 'Web vitals', '/selma', { metric: 'LCP', value: '5200', rating: 'poor', kind: 'town' });
  await sent(request, 'phone-d', 'Web vitals', '/selma', { metric: 'INP', value: '120', rating: 'good', kind: 'town' });
  await sent(request, 'phone-e', 'pageview', '/about/careers', { kind: 'careers' });
  await sent(request, 'phone-e', 'Application sent', '/about/careers', { town: 'none', page: '/about/careers' });

  await useOwnApi(page);
  await openStudio(page, adminSession, { studioToken: t.adminToken });
  const panel = page.getByRole('region', { name: PANEL, exact: true });
  await expect(panel).toContainText('Visitors this week: 5 (0 in the four weeks before).');
  const towns = panel.getByRole('region', { name: 'By town' });
  const thisWeek = (name: string) => towns.getByRole('row', { name: new RegExp(`^${name}`) }).locator('td strong');
  // Visitors, quote requests, messages, job applications, phone taps.
  await expect(thisWeek('Goldsboro')).toHaveText(['2', '1', '0', '0', '1']);
  await expect(thisWeek('Selma')).toHaveText(['1', '0', '0', '0', '1']);
  await expect(thisWeek('Benson')).toHaveText(['0', '0', '0', '0', '0']);
  await expect(thisWeek('Other pages')).toHaveText(['2', '0', '1', '1', '0']);
  // Every town file has its row, in order of their names, then the other pages.
  await expect(towns.locator('tbody th')).toHaveText([...shippedTowns.sort((a, b) => a.localeCompare(b)), /^Other pages/]);
  // Opened a page with the quote form (a town page or /contact), went on to step 2, sent it.
  await expect(panel.getByRole('listitem')).toHaveText(['Opened a page with the quote form: 4', 'Went on to step 2: 2', 'Sent the request: 1']);
  await expect(panel.getByRole('note')).toHaveText('Quote requests that could not be sent this week: 2.Towns: Selma.Check the e-mail service\'s account, or call the people who tried: their towns are listed.');
  const speed = panel.getByRole('region', { name: 'How fast the pages are for real visitors' });
  await expect(speed.getByRole('row', { name: /^town/ }).locator('td')).toHaveText(['5.2 s, poor', '120 ms, good', '–']);
  await expectPlainWords(page);
  // WCAG 2.2 AA on a phone, in both schemes: the tables scroll sideways in regions the keyboard reaches.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await violations(page), 'the dashboard with its numbers, light').toEqual([]);
  await page.locator('[data-theme-toggle]').first().evaluate((toggle: HTMLElement) => toggle.click());
  await expect(page.locator('html')).toHaveClass(/mode-dark/);
  expect(await violations(page), 'the dashboard with its numbers, dark').toEqual([]);

  // The counting service down: the owner is told so in plain words, and the studio works on.
  expect((await request.post(`${t.standIn.url}/__control/stats-failure`, { data: { fail: true } })).status()).toBe(200);
  try {
    await reloadPage(page);
    await expect(panel).toContainText('This week\'s numbers could not be fetched just now');
    await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
  } finally {
    await request.post(`${t.standIn.url}/__control/stats-failure`, { data: { fail: false } });
  }
});
