import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { SETTLE_MS } from '../../src/forms/connection.ts';
import { motionDone, openPage } from './support/app';
import { fillQuote as fillWholeQuote, quoteForm } from './support/quote-form';
import { outbox, uniqueEmail } from './support/stand-in';

// Offline at send (#24 item 3). Chromium's offline emulation (`context.setOffline`) fails every request,
// loopback included, and fires `offline` / `online` in the page, as a dropped signal does on a phone.
const OFFLINE = 'You seem to be offline. We kept everything; we will send it as soon as you are back online.';
const SUCCESS = 'Form submitted successfully!';
const MESSAGE_SENT = 'Your message was sent successfully!';
const SEND_ERROR = 'There was an error sending your form. Please try again later.';
const isEmailSend = (url: URL) => url.pathname === '/api/v1.0/email/send';
const messageForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });

/**
 * Waits until the form's own code answers it. These tests drop the connection under a live form; a
 * form whose code had not arrived yet when the signal dropped shows the connection panel instead
 * (tests/e2e/code-recovery.spec.ts), a different state.
 */
async function formLive(page: Page, form: Locator) {
  await expect(page.locator('[data-island="pageForm"]', { has: form })).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** Every request the page makes to the e-mail service, counted as the browser starts it. */
function countSends(page: Page) {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (isEmailSend(new URL(request.url()))) sends.push(request);
  });
  return sends;
}

const WET_CORNER = 'The back corner stays wet after rain.';
const fillQuote = async (page: Page, email: string) => formLive(page, await fillWholeQuote(page, email, WET_CORNER));

/**
 * Both steps still hold what was typed, read where she left them (step 2 shown, step 1 kept in the
 * page): going Back would call the waiting send off.
 */
async function expectQuoteKept(page: Page, email: string) {
  const form = quoteForm(page);
  await expect(form.getByLabel('Property address')).toHaveValue('41 Wayne Memorial Dr, Goldsboro, NC');
  await expect(form.getByLabel('Sod')).toBeChecked();
  await expect(form.getByLabel('Anything else we should know?')).toHaveValue(WET_CORNER);
  await expect(form.locator('input[name="firstName"]')).toHaveValue('Maribel');
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
}

async function axeViolations(page: Page) {
  await motionDone(page);
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test('offline at the press: says so, keeps every value, and sends once by itself when back online', async ({ page, context, request }) => {
  const email = uniqueEmail('offline-quote');
  await openPage(page, '/contact');
  const form = await fillQuote(page, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await expectQuoteKept(page, email);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  expect(await axeViolations(page)).toEqual([]);
  expect(await outbox(request, email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  await expect(page.getByRole('heading', { name: 'Thank you! We have your request.' })).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveValue('');
  const sent = await outbox(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.template_params).toMatchObject({ firstName: 'Maribel', email, address: '41 Wayne Memorial Dr, Goldsboro, NC', serviceType: 'Sod', comments: 'The back corner stays wet after rain.' });
});

test('a press while a send waits, and the connection returning twice, still send one message', async ({ page, context, request }) => {
  const email = uniqueEmail('offline-message');
  const sends = countSends(page);
  await openPage(page, '/contact');
  const form = messageForm(page);
  await form.getByLabel('Name').fill('Odell Grady');
  await form.getByLabel('Phone').fill('919-555-0123');
  await form.getByLabel('Email').fill(email);
  await formLive(page, form);
  await context.setOffline(true);
  const send = form.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  // Pressed again, still offline: the waiting send is replaced, never doubled.
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await send.dblclick();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await expect(form.getByLabel('Name')).toHaveValue('Odell Grady');

  // A flapping signal: the browser's own `online`, then two more at once.
  await context.setOffline(false);
  await page.evaluate(() => {
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
  });
  await expect(form.getByRole('alert')).toHaveText(MESSAGE_SENT);
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect.poll(() => outbox(request, email).then((sent) => sent.length)).toBe(1);
  // Back offline and online again after the success: nothing is waiting, nothing is sent. A send she
  // makes afterwards is the second message, never the third.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await form.getByLabel('Name').fill('Odell Grady');
  await form.getByLabel('Phone').fill('919-555-0123');
  await form.getByLabel('Email').fill(email);
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGE_SENT);
  await expect.poll(() => outbox(request, email).then((sent) => sent.length)).toBe(2);
  expect(sends).toHaveLength(2);
});

test('Back or an edit calls off a send waiting for the connection: only what she sends next goes', async ({ page, context, request }) => {
  const email = uniqueEmail('offline-back');
  await openPage(page, '/contact');
  const form = await fillQuote(page, email);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Phone').fill('');
  await context.setOffline(false);
  // Nothing went by itself: the step is checked again, and her own send is the only message.
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required.');
  await form.getByLabel('Phone').fill('(919) 555-0188');
  await form.getByRole('button', { name: 'NEXT' }).click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  const sent = await outbox(request, email);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.template_params.phone).toBe('(919) 555-0188');
});

test('a request that could not leave the device (the signal dropped at the press) is sent once when back online', async ({ page, context, request }) => {
  const email = uniqueEmail('offline-dropped');
  await openPage(page, '/contact');
  const form = await fillQuote(page, email);
  // Online at the press; the connection drops as the request starts, so it never goes out.
  await page.route(isEmailSend, async (route) => {
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);
  await expect(form.getByLabel('Property address')).toHaveValue('41 Wayne Memorial Dr, Goldsboro, NC');
  await page.unroute(isEmailSend);
  expect(await outbox(request, email)).toHaveLength(0);
  await context.setOffline(false);
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  expect(await outbox(request, email)).toHaveLength(1);
});

test('a send that left and timed out is never sent again by itself: the button and the phone stay', async ({ page, context, request }) => {
  // A fake clock: the send never answers, and 21 seconds pass in an instant.
  await page.clock.install();
  const email = uniqueEmail('offline-timeout');
  const sends = countSends(page);
  // The first send is held and never answered; any later one goes through to the stand-in.
  let held = false;
  await page.route(isEmailSend, (route) => {
    if (!held) {
      held = true;
      return;
    }
    return route.continue();
  });
  await openPage(page, '/contact');
  const form = await fillQuote(page, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('button', { name: /Sending/i })).toBeDisabled();
  await page.clock.fastForward('00:21');
  await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
  await expect(form.getByText('Or call us now:')).toBeVisible();
  await expect(form.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // The connection drops and returns: still the failure message and the button, nothing sent.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Past the time a waiting send gives the connection to settle (SETTLE_MS): none was waiting.
  await page.clock.fastForward(SETTLE_MS * 2);
  await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(sends).toHaveLength(1);

  // The visitor chooses to send again: one more request, answered this time.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  expect(sends).toHaveLength(2);
  expect(await outbox(request, email)).toHaveLength(1);
});

test('the e-mail SDK is on the device before the press: a send fetches no code', async ({ page, request }) => {
  const email = uniqueEmail('offline-sdk');
  await openPage(page, '/contact');
  const form = await fillQuote(page, email);
  // The SDK is the script that holds the service's send path; it arrives with the form's code.
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  const sdkUrl = async () => {
    for (const url of await scripts()) if ((await (await request.get(url)).text()).includes('/api/v1.0/email/send')) return url;
    return null;
  };
  await expect.poll(sdkUrl).not.toBeNull();
  const sdk = (await sdkUrl())!;
  let fetched = 0;
  await page.route(sdk, (route) => {
    fetched += 1;
    return route.abort('internetdisconnected');
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(SUCCESS);
  expect(fetched).toBe(0);
  expect(await outbox(request, email)).toHaveLength(1);
});
