import { resolve } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { allPaths, deriveRoutes } from '../../src/content/routes.ts';
import { watchConsole } from './support/console';
import { expectQuoteKept as expectQuoteKeptAs, fillQuote, quoteForm } from './support/quote-form';
import { outbox, uniqueEmail } from './support/stand-in';
import { openPage } from './support/app';

// Every route keeps working when something outside it fails (GitHub issue #8). Each case blocks the
// resource with Playwright's routing (or breaks the browser API) and checks what the visitor sees.
const { content } = validateSite({ root: resolve(import.meta.dirname, '../..') });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const routes = deriveRoutes(content);
const paths = allPaths(routes);
// The site's own pages plus one town of each template: town pages share their template's code.
const mainPages = [...routes.filter((r) => r.kind === 'page').flatMap((r) => r.paths), '/goldsboro', '/goldsboro/services'].filter((p) => p !== '/admin-dashboard');

const SEND_ERROR = 'There was an error sending your form. Please try again later.';
const LOGIN_ERROR = "Sorry, we couldn't log you in due to an internal server error.";
const isEmailSend = (url: URL) => url.pathname === '/api/v1.0/email/send';
const isLoginCall = (url: URL) => url.pathname === '/login/';
const h1 = (page: Page) => page.locator('main h1');

const WET_CORNER = 'The back corner stays wet after rain.';

/** Fills both steps of the quote wizard and presses Submit; returns what was typed. */
async function fillAndSubmitQuote(page: Page, email = uniqueEmail('resilience')) {
  const form = await fillQuote(page, email, WET_CORNER);
  await form.getByRole('button', { name: 'Submit' }).click();
  return { form, email };
}

const expectQuoteKept = (page: Page, email: string) => expectQuoteKeptAs(page, email, WET_CORNER);

test.describe('localStorage that throws (private mode, blocked storage)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    });
  });

  test('every main page still renders without an uncaught error', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    for (const path of mainPages) {
      await openPage(page, path);
      await expect(h1(page), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Toggle light/dark mode' }), path).toBeVisible();
    }
    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  });

  test('the theme toggle and the forms still work', async ({ page, request }) => {
    await openPage(page, '/contact');
    await expect(page.locator('html')).toHaveClass(/mode-light/);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    const { form, email } = await fillAndSubmitQuote(page);
    await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
    expect(await outbox(request, email)).toHaveLength(1);
  });
});

test.describe('the map frame blocked', () => {
  for (const path of ['/contact', '/about', '/goldsboro']) {
    test(`${path} still shows the address and the directions link`, async ({ page }) => {
      await page.route(/google\.com/, (route) => route.abort('blockedbyclient'));
      await openPage(page, path);
      const figure = page.locator('main figure', { has: page.locator('iframe') });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('figcaption')).toContainText('2562 US-70, Goldsboro, NC 27530');
      const directions = figure.getByRole('link', { name: /directions/i });
      await expect(directions).toBeVisible();
      await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
      await expect(h1(page)).toBeVisible();
    });
  }
});

test.describe('the e-mail service', () => {
  test('unreachable: the quote form says so and keeps every value', async ({ page, request }) => {
    await page.route(isEmailSend, (route) => route.abort('connectionrefused'));
    await openPage(page, '/contact');
    const { form, email } = await fillAndSubmitQuote(page);
    await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
    await expectQuoteKept(page, email);
    expect(await outbox(request, email)).toHaveLength(0);
  });

  test('unreachable: the contact message form says so and keeps the values', async ({ page }) => {
    await page.route(isEmailSend, (route) => route.abort('connectionrefused'));
    await openPage(page, '/contact');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
    await form.getByLabel('Name').fill('Odell Grady');
    await form.getByLabel('Phone').fill('919-555-0123');
    await form.getByLabel('Email').fill('odell@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
    await expect(form.getByLabel('Name')).toHaveValue('Odell Grady');
    await expect(form.getByLabel('Email')).toHaveValue('odell@example.com');
  });

  test('slow: the quote form gives up after its 20 s limit with the same message and keeps every value', async ({ page }) => {
    // A fake clock: the send never answers, and 21 seconds pass in an instant.
    await page.clock.install();
    await page.route(isEmailSend, () => {
      /* never answers */
    });
    await openPage(page, '/contact');
    const { form, email } = await fillAndSubmitQuote(page);
    await expect(form.getByRole('button', { name: /Sending/i })).toBeDisabled();
    await page.clock.fastForward('00:19');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward('00:02');
    await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expectQuoteKept(page, email);
  });
});

test.describe('the CRM API', () => {
  async function logIn(page: Page) {
    await openPage(page, '/login');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('cedar-admin-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  test('unreachable: the server-error message, and the username stays', async ({ page }) => {
    await page.route(isLoginCall, (route) => route.abort('connectionrefused'));
    await logIn(page);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERROR);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('admin');
    await expect(page).toHaveURL('/login');
  });

  test('slow: gives up after its 15 s limit with the server-error message', async ({ page }) => {
    // axios's timeout is the browser's own XHR timer, which a fake clock cannot move: this one waits.
    test.setTimeout(45_000);
    await page.route(isLoginCall, () => {
      /* never answers */
    });
    await logIn(page);
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERROR, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page).toHaveURL('/login');
  });
});

test.describe("an island's code", () => {
  const formChunk = /\/assets\/page-form-[^/]+\.js$/;
  // The quote form's island: both forms of /contact fetch their code once the page has loaded.
  const connectionMessage = (page: Page) => page.locator('[data-island]', { has: quoteForm(page) }).getByRole('alert').filter({ hasText: 'The connection dropped' });

  test('that never arrives: after the 120 s limit, the connection message, then it wakes once the network answers', async ({ page }) => {
    await page.clock.install();
    const held: Route[] = [];
    await page.route(formChunk, (route) => {
      held.push(route); // never answers
    });
    // Not "networkidle": the form's code is asked for once the page has loaded, and never answers.
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await form.getByLabel('First name').fill('Maribel');
    // The 120 s count from the moment the code is asked for, which is after the load, not at it.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.fastForward('01:50');
    await expect(connectionMessage(page)).toHaveCount(0);
    await page.clock.fastForward('00:11');
    await expect(connectionMessage(page)).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(h1(page)).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    // The stalled download finally fails, the network answers again, and her next touch wakes the form.
    for (const route of held) await route.abort();
    await page.unroute(formChunk);
    await form.getByLabel('Last name').click();
    await expect(connectionMessage(page)).toHaveCount(0);
    await expect(page.locator('[data-island="pageForm"]', { has: form })).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
  });

  test('that fails on the first load of a page: never a white screen', async ({ page }) => {
    await page.route(formChunk, (route) => route.abort());
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // The prerendered page stays whole; the form's panel explains once the visitor touches it.
    await expect(h1(page)).toBeVisible();
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(20);
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every route shows its heading and content, and the footer links are plain working links', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of paths.filter((p) => p !== '/admin-dashboard')) {
      await page.goto(path);
      await expect(h1(page), path).toBeVisible();
      expect((await page.locator('main').innerText()).trim().length, path).toBeGreaterThan(40);
    }
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Staff login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(h1(page)).toBeVisible();
  });

  test('the forms are there to read, with their labels, and the phone and e-mail links work', async ({ page }) => {
    await page.goto('/contact');
    const form = quoteForm(page);
    await expect(form.getByLabel('First name')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '(919) 555-0142' }).first()).toHaveAttribute('href', 'tel:+19195550142');
    await expect(page.getByRole('contentinfo')).toContainText('2562 US-70, Goldsboro, NC 27530');
  });
});
