import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openPage } from './support/app';
import { fillQuote, quoteForm } from './support/quote-form';
import { setEmailFailure, standInUrl, uniqueEmail } from './support/stand-in';

// The visit counts (decision 029), sent from the page to the stand-in's Plausible Events API and read
// back from its log. The log is shared with every test running beside these, so each test opens its
// pages with a referrer of its own and reads only the events that carry it.

interface Recorded {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
}

const isEvent = (url: string) => new URL(url).pathname === '/api/event';
const SUCCESS = 'Form submitted successfully!';
const SEND_ERROR = 'There was an error sending your form. Please try again later.';

/** A referrer no other test uses: the page's events carry it. */
const ownReferrer = (tag: string) => `https://${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.example/`;

async function recorded(request: APIRequestContext, referrer: string): Promise<Recorded[]> {
  const all = (await (await request.get(`${standInUrl}/__control/analytics`)).json()) as Recorded[];
  return all.filter((event) => event.referrer === referrer);
}

/** The names and props of this test's events, in a fixed order (sends in flight together may arrive in either order). */
const namesAndProps = async (request: APIRequestContext, referrer: string) => sorted((await recorded(request, referrer)).map(({ name, props }) => ({ name, props })));
const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Waits until the counting code has run (the loader marks <html data-visit-counts>). */
const countsStarted = (page: Page, state: 'on' | 'off') => expect(page.locator('html')).toHaveAttribute('data-visit-counts', state);

test('a town page counts its pageview, phone taps with their place (one before the counting code arrived), and its vitals when hidden', async ({ page, request }) => {
  const referrer = ownReferrer('town');
  await openPage(page, '/goldsboro', { referer: referrer });
  // The call is never held: nothing stops the link's own action.
  await page.evaluate(() => document.addEventListener('click', (event) => ((window as { heldCall?: boolean }).heldCall = event.defaultPrevented)));
  await page.locator('header a[href^="tel:"]').first().click();
  await countsStarted(page, 'on');
  await page.locator('[data-place="town contact"] a[href^="tel:"]').click();
  expect(await page.evaluate(() => (window as { heldCall?: boolean }).heldCall)).toBe(false);
  await expect.poll(() => namesAndProps(request, referrer)).toEqual(sorted([
    { name: 'pageview', props: { kind: 'town', town: 'goldsboro' } },
    { name: 'Phone tap', props: { place: 'header', town: 'goldsboro' } },
    { name: 'Phone tap', props: { place: 'town contact', town: 'goldsboro' } },
  ]));
  const pageview = (await recorded(request, referrer)).find((e) => e.name === 'pageview');
  expect(pageview).toMatchObject({ url: `${new URL(page.url()).origin}/goldsboro`, domain: 'www.cedarcreeklawn.example' });

  // Leaving hides the page: each vital once, with the page's kind (a click above was the input that fixes LCP).
  await page.goto('/faq');
  await expect.poll(async () => (await recorded(request, referrer)).filter((e) => e.name === 'Web vitals').map((e) => e.props.metric).sort()).toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  const vitals = (await recorded(request, referrer)).filter((e) => e.name === 'Web vitals');
  expect(new Set(vitals.map((e) => e.props.metric)).size).toBe(vitals.length);
  for (const { props } of vitals) {
    expect(props).toEqual({ metric: props.metric, value: expect.stringMatching(/^\d+(\.\d{3})?$/), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), kind: 'town' });
  }
});

test('the quote journey counts step 2 and the send by town, and no request but the e-mail send carries what was typed', async ({ page, request }) => {
  const referrer = ownReferrer('quote');
  const email = uniqueEmail('counted');
  const comments = 'Gate code 4471 by the shed';
  const bodies: { url: string; body: string }[] = [];
  page.on('request', (r) => bodies.push({ url: r.url(), body: r.postData() ?? '' }));
  await openPage(page, '/goldsboro', { referer: referrer });
  const form = await fillQuote(page, email, comments);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  await expect.poll(() => namesAndProps(request, referrer)).toEqual(sorted([
    { name: 'pageview', props: { kind: 'town', town: 'goldsboro' } },
    { name: 'Quote step 2', props: { town: 'goldsboro' } },
    { name: 'Quote sent', props: { town: 'goldsboro', page: '/goldsboro' } },
  ]));
  const typed = ['Maribel', 'Sauls', '555-0177', email, '41 Wayne Memorial', comments];
  const carrying = bodies.filter(({ body }) => typed.some((value) => body.includes(value))).map(({ url }) => new URL(url).pathname);
  expect(carrying).toEqual(['/api/v1.0/email/send']);
  expect(bodies.some(({ url }) => isEvent(url))).toBe(true);
});

test('a send the e-mail service refuses, and one made offline, are counted with their reason', async ({ page, context, request }) => {
  const referrer = ownReferrer('failed');
  const email = uniqueEmail('refused');
  await setEmailFailure(request, email, true);
  await openPage(page, '/contact', { referer: referrer });
  const form = await fillQuote(page, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
  await expect(page.locator('[data-island="pageForm"]', { has: form })).toHaveAttribute('data-hydrated', 'true');
  await setEmailFailure(request, email, false);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(/offline/);
  await context.setOffline(false);
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  // The offline one waited for the connection, as the message did.
  await expect.poll(() => namesAndProps(request, referrer)).toEqual(sorted([
    { name: 'pageview', props: { kind: 'contact' } },
    { name: 'Quote step 2', props: { town: 'none' } },
    { name: 'Send failed', props: { form: 'quote', reason: 'refused', town: 'none' } },
    { name: 'Send failed', props: { form: 'quote', reason: 'offline', town: 'none' } },
    { name: 'Quote sent', props: { town: 'none', page: '/contact' } },
  ]));
});

/** A page in a browser of its own, set up as `init` says before any script runs. */
async function pageWith(browser: Browser, init: () => void) {
  const context = await browser.newContext();
  await context.addInitScript(init);
  return { context, page: await context.newPage() };
}

test('nothing is sent under Do Not Track, under Global Privacy Control, or for a signed-in staff member', async ({ browser }) => {
  const setups = {
    'Do Not Track': () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    'Global Privacy Control': () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    'a staff session': () => localStorage.setItem('token', 'staff-token'),
  };
  for (const [name, init] of Object.entries(setups)) {
    const { context, page } = await pageWith(browser, init);
    const sent: string[] = [];
    page.on('request', (r) => void (isEvent(r.url()) && sent.push(r.url())));
    await openPage(page, '/goldsboro');
    await countsStarted(page, 'off');
    await page.locator('[data-place="town contact"] a[href^="tel:"]').click();
    await page.goto('/faq');
    await countsStarted(page, 'off');
    expect(sent, name).toEqual([]);
    await context.close();
  }
});

// Refusing: the host is down. Hanging: it never answers. Blocked: an ad blocker stops the request in
// the browser (Chromium's own error for a request an extension blocked).
for (const host of ['refusing', 'hanging', 'blocked'] as const) {
  test(`a ${host} analytics host changes nothing a visitor sees: the menu opens and the quote form sends`, async ({ page }) => {
    const tried: string[] = [];
    await page.route(`${standInUrl}/api/event`, async (route) => {
      tried.push(route.request().url());
      if (host === 'refusing') await route.abort('connectionrefused');
      if (host === 'blocked') await route.abort('blockedbyclient');
    });
    await openPage(page, '/goldsboro');
    await countsStarted(page, 'on');
    await expect.poll(() => tried.length).toBeGreaterThan(0);
    const about = page.locator('header').getByRole('button', { name: 'About', exact: true });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    const form = await fillQuote(page, uniqueEmail(`host-${host}`));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(quoteForm(page).getByRole('alert')).toHaveText(SUCCESS);
  });
}
