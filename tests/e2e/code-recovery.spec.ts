import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, openPage } from './support/app';
import { watchConsole } from './support/console';
import { isLoaderScript } from './support/island-code';
import { fillQuote, quoteForm } from './support/quote-form';
import { outbox, uniqueEmail } from './support/stand-in';

// No dropped signal and no new release costs a lead (issue #24, item 3). A form whose code cannot be
// fetched keeps what was typed, says so in plain words with the phone, and wakes by itself once the
// signal is back, with no reload; code the host no longer has (a new release) costs one reload, which
// keeps the draft; and a draft survives any reload of the page.

const site = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site/site.json'), 'utf8')) as { ui: Record<string, string>; business: { phone: string } };
const REQUIRED = 'All fields are required.';
const SENT = 'Form submitted successfully!';
const anyChunk = /\/assets\/[^/]+\.js(\?.*)?$/;
const formChunk = /\/assets\/page-form-[^/]+\.js(\?.*)?$/;
const quoteIsland = (page: Page) => page.locator('[data-island="pageForm"]', { has: quoteForm(page) });
// The quote form's own: both forms of /contact ask for their code once the page has loaded.
const connectionMessage = (page: Page) => quoteIsland(page).getByRole('alert').filter({ hasText: site.ui.connectionLost! });

/** A mark on this page's window: still there afterwards means the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { ccMark: string }).ccMark = 'same page'));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { ccMark?: string }).ccMark);

/**
 * Every island script request fails, as on a dropped connection, until the returned function is called
 * (set before the page opens: a form asks for its code as soon as the page has loaded). The loader's
 * own file arrived before the signal dropped.
 */
async function dropScripts(page: Page) {
  let dropped = true;
  const fetchedAfter: string[] = [];
  await page.route(anyChunk, (route) => {
    if (isLoaderScript(route.request().url())) return route.continue();
    if (dropped) return route.abort('internetdisconnected');
    fetchedAfter.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  return {
    fetchedAfter,
    restore: () => {
      dropped = false;
    },
  };
}

/** The island woke: its NEXT checks with React, then a full send reaches the stand-in's outbox once. */
async function expectQuoteWorks(page: Page, form: Locator, request: Parameters<typeof outbox>[0]) {
  await expect(quoteIsland(page)).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Last name').fill('');
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(form.getByRole('alert')).toHaveText(REQUIRED);
  const email = uniqueEmail('recovery');
  await form.getByLabel('Last name').fill('Sauls');
  await form.getByLabel('Phone').fill('(919) 555-0177');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await form.getByLabel('Property address').fill('41 Wayne Memorial Dr, Goldsboro, NC');
  await form.getByLabel('Sod').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SENT);
  const sent = await outbox(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.template_params.firstName).toBe('Maribel');
}

test.describe('code that cannot be fetched (a dropped connection)', () => {
  for (const comeBack of ['online', 'touch'] as const) {
    test(`keeps what was typed, says so with the phone, and wakes with no reload when the signal is back (${comeBack})`, async ({ page, request }) => {
      const problems = watchConsole(page);
      const { fetchedAfter, restore } = await dropScripts(page);
      await openPage(page, '/contact');
      await markWindow(page);
      const form = quoteForm(page);
      await form.getByLabel('First name').fill('Maribel');

      const message = connectionMessage(page);
      await expect(message).toBeVisible();
      const phone = message.getByRole('link', { name: site.business.phone });
      await expect(phone).toHaveAttribute('href', `tel:+1${site.business.phone.replace(/\D/g, '')}`);
      await expect(page.locator('main')).not.toContainText('Unexpected Application Error');
      await expect(page.locator('main')).not.toContainText('on our end');
      await expect(form.getByLabel('First name')).toHaveValue('Maribel');

      // A touch while the signal is still gone: asked again, still gone, nothing else changes.
      const stillGone = page.waitForEvent('requestfailed', (r) => anyChunk.test(r.url()));
      await form.getByLabel('Last name').click();
      await stillGone;
      await expect(message).toBeVisible();
      await expect(quoteIsland(page)).not.toHaveAttribute('data-hydrated', 'true');

      restore();
      if (comeBack === 'online') {
        await page.context().setOffline(true);
        await page.context().setOffline(false);
      } else {
        await form.getByLabel('Phone').click();
      }
      await expect(message).toHaveCount(0);
      await expectQuoteWorks(page, form, request);
      // The retry really fetched again, shared chunks (React, Emotion, MUI's system and styles, the inputs' stage) included, and the page never reloaded.
      expect(fetchedAfter.some((path) => /\/page-form-/.test(path))).toBe(true);
      expect(fetchedAfter.some((path) => /\/react-/.test(path))).toBe(true);
      for (const shared of ['emotion', 'mui-system', 'mui-styles', 'form-inputs']) expect(fetchedAfter.some((path) => path.includes(`/${shared}-`)), shared).toBe(true);
      expect(await windowMark(page)).toBe('same page');
      expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
    });
  }
});

test.describe('code that no longer exists (a new release)', () => {
  test('a chunk answering 404 costs exactly one reload, which keeps the draft, and the form works', async ({ page, request }) => {
    // The form's code is on its way while she types; meanwhile a new release replaced it on the host.
    let release!: () => void;
    const released = new Promise<void>((resolvePromise) => (release = resolvePromise));
    let gone = true;
    await page.route(formChunk, async (route) => {
      if (!gone) return route.continue();
      await released;
      return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
    });
    await openPage(page, '/contact');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
      // The reloaded page is the new release: its code is there.
      gone = false;
    });
    const form = quoteForm(page);
    await form.getByLabel('First name').fill('Maribel');
    release();
    await expect.poll(() => loads).toBe(1);
    await appReady(page);
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    await form.getByLabel('Last name').click();
    await expectQuoteWorks(page, form, request);
    expect(loads).toBe(1);
  });

  test('a host that keeps answering 404 gets one reload, never a loop, and the draft stays', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolvePromise) => (release = resolvePromise));
    await page.route(formChunk, async (route) => {
      await released;
      return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
    });
    await openPage(page, '/contact');
    let loads = 0;
    page.on('load', () => (loads += 1));
    const form = quoteForm(page);
    await form.getByLabel('First name').fill('Maribel');
    release();
    await expect.poll(() => loads).toBe(1);
    await appReady(page);
    await markWindow(page);
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    await form.getByLabel('Last name').click();
    // Code that no longer exists is told apart from a dropped connection: the page has been updated,
    // her answers are kept, the phone is a link; never the connection's words, nor blame or jargon.
    const panel = quoteIsland(page).getByRole('alert').filter({ hasText: site.ui.newVersionTitle! });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(site.ui.newVersionText!);
    await expect(panel.getByRole('link', { name: site.business.phone })).toHaveAttribute('href', `tel:+1${site.business.phone.replace(/\D/g, '')}`);
    await expect(panel.getByRole('button', { name: site.ui.reload! })).toBeVisible();
    await expect(panel).not.toContainText(/connection/i);
    await expect(connectionMessage(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Unexpected Application Error');
    await expect(page.locator('main')).not.toContainText('on our end');
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    expect(await windowMark(page)).toBe('same page');
    expect(loads).toBe(1);
    // The draft is still kept: her own press of Reload brings it back again, with the same panel (no loop).
    await panel.getByRole('button', { name: site.ui.reload! }).click();
    await expect.poll(() => loads).toBe(2);
    await appReady(page);
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    await form.getByLabel('Last name').click();
    await expect(quoteIsland(page).getByRole('alert').filter({ hasText: site.ui.newVersionTitle! })).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    expect(loads).toBe(2);
  });
});

test.describe('drafts', () => {
  test('what was typed survives a reload, before the form has its code; the trap field is never kept', async ({ page }) => {
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await form.getByLabel('First name').fill('Maribel');
    await form.getByLabel('Email').fill('maribel@example.com');
    // A bot fills the hidden trap field.
    await form.locator('input[name="honeyPot"]').evaluate((input: HTMLInputElement) => {
      input.value = 'spam';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const contact = page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });
    await contact.getByLabel('Name').fill('Odell Grady');
    const kept = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))));
    expect(kept).toContain('Maribel');
    expect(kept).not.toContain('spam');
    expect(kept).not.toContain('honeyPot');

    // The form's code held back: the prerendered fields get their values from the page script alone.
    await page.route(formChunk, () => {
      /* never answers */
    });
    await page.reload();
    await appReady(page);
    await expect(form.getByLabel('First name')).toHaveValue('Maribel');
    await expect(form.getByLabel('Email')).toHaveValue('maribel@example.com');
    await expect(form.getByLabel('Last name')).toHaveValue('');
    await expect(form.locator('input[name="honeyPot"]')).toHaveValue('');
    await expect(contact.getByLabel('Name')).toHaveValue('Odell Grady');
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
  });

  test('both steps of the wizard, boxes included, come back after a reload, and a send clears the draft', async ({ page, request }) => {
    const email = uniqueEmail('draft');
    await openPage(page, '/contact');
    const form = await fillQuote(page, email);
    await form.getByLabel('Lawn Care').check();
    await form.getByLabel('Lawn Care').uncheck();

    await page.reload();
    await appReady(page);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await expect(form.getByLabel('Property address')).toHaveValue('41 Wayne Memorial Dr, Goldsboro, NC');
    await expect(form.getByLabel('Sod')).toBeChecked();
    await expect(form.getByLabel('Lawn Care')).not.toBeChecked();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(SENT);
    const sent = await outbox(request, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template_params).toMatchObject({ firstName: 'Maribel', address: '41 Wayne Memorial Dr, Goldsboro, NC' });

    await page.reload();
    await appReady(page);
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  test('session storage that throws (private mode, blocked) breaks nothing: the form still sends', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const problems = watchConsole(page);
    const email = uniqueEmail('no-storage');
    await openPage(page, '/contact');
    const form = await fillQuote(page, email);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(SENT);
    expect(await outbox(request, email)).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('uncaught'))).toEqual([]);
  });
});
