import { expect, test, type Locator, type Page } from '@playwright/test';
import { outbox, setEmailFailure, uniqueEmail } from './support/stand-in';
import { openPage } from './support/app';

// A test that needs a failing send makes the stand-in fail for its own unique address only, so
// the tests of this file (and of any other) can run at the same time.

const quoteForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });

async function fillStep1(form: Locator, email: string) {
  await form.getByLabel('First name').fill('Renée');
  await form.getByLabel('Last name').fill("O'Neal");
  await form.getByLabel('Phone').fill('(919) 555-0100');
  await form.getByLabel('Email').fill(email);
}

test.describe('quote wizard', () => {
  test('sends the exact payload, resets to step 1 and says so', async ({ page, request }) => {
    const email = uniqueEmail('quote');
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await expect(form.getByText('Step 2 of 2')).toBeFocused();
    await form.getByLabel('Property address').fill('12 Elm St, Goldsboro, NC');
    await form.getByLabel('Lawn Care').check();
    await form.getByLabel('Sod').check();
    await expect(form.getByLabel('What else can we help with?')).toBeHidden();
    await form.getByLabel('Other').check();
    await form.getByLabel('What else can we help with?').fill('French drain by the carport');
    await form.getByLabel('Anything else we should know?').fill('<img src=x onerror=alert(1)>');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
    // The thank-you panel above the form takes the focus, so it is read out, and the form is back at an empty step 1.
    await expect(page.getByRole('heading', { name: 'Thank you! We have your request.' })).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'NEXT' })).toBeVisible();
    const sent = await outbox(request, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template_params).toEqual({
      firstName: 'Renée', lastName: "O'Neal", phone: '(919) 555-0100', email, address: '12 Elm St, Goldsboro, NC',
      serviceType: 'Lawn Care, Sod, Other: French drain by the carport', comments: '<img src=x onerror=alert(1)>', location: 'Wayne & Johnston County',
    });
    expect(sent[0]!.service_id).toBe('service_cedarcreek');
    expect(sent[0]!.template_id).toBe('template_quote');
    expect(sent[0]!.user_id).toBe('cedarcreek-public-key');
  });

  test('the success message stays until the visitor types a new request', async ({ page, request }) => {
    const email = uniqueEmail('quote-again');
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await form.getByLabel('Property address').fill('4 Birch Rd');
    await form.getByLabel('Sod').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    const success = form.getByRole('alert').filter({ hasText: 'Form submitted successfully!' });
    await expect(success).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you! We have your request.' })).toBeFocused();
    await expect(form.getByText('Step 1 of 2', { exact: false })).toBeVisible();
    // Moving around the form does not hide it; typing a new request does.
    await page.keyboard.press('Tab');
    await expect(success).toBeVisible();
    await form.getByLabel('First name').pressSequentially('Al');
    await expect(success).toHaveCount(0);
    await expect(form.getByLabel('First name')).toHaveValue('Al');
    expect(await outbox(request, email)).toHaveLength(1);
  });

  test('on a town page it sends the town slug as the location', async ({ page, request }) => {
    const email = uniqueEmail('town');
    await openPage(page, '/mount-olive');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await form.getByLabel('Property address').fill('300 Breazeale Ave');
    await form.getByLabel('Pinestraw/Mulch').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
    const [entry] = await outbox(request, email);
    expect(entry!.template_params.location).toBe('mount-olive');
    expect(entry!.template_params.serviceType).toBe('Pinestraw/Mulch');
  });

  test('shows each step-1 message, ties it to the field, and clears it once the step is valid', async ({ page }) => {
    await openPage(page, '/contact');
    const form = quoteForm(page);
    const next = form.getByRole('button', { name: 'NEXT' });
    await next.click();
    await expect(form.getByRole('alert')).toHaveText('All fields are required.');
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toBeFocused();
    await fillStep1(form, 'renee@example.com');
    await form.getByLabel('Phone').fill('555-01');
    await next.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number.');
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Phone').fill('919 555 0100');
    await form.getByLabel('Email').fill('renee@example');
    await next.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await form.getByLabel('Email').fill('renee@example.com');
    await next.click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByText('Step 2 of 2')).toBeVisible();
  });

  test('step 2: address and a service are required; Back keeps step-1 values', async ({ page }) => {
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, 'back@example.com');
    await form.getByRole('button', { name: 'NEXT' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Address is required.');
    await form.getByLabel('Property address').fill('5 Oak Ln');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select at least one service.');
    await form.getByRole('button', { name: 'Back' }).click();
    await expect(form.getByLabel('First name')).toHaveValue('Renée');
    await expect(form.getByLabel('Email')).toHaveValue('back@example.com');
  });

  test('a send that fails says so and keeps every value', async ({ page, request }) => {
    const email = uniqueEmail('fail');
    await setEmailFailure(request, email, true);
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await form.getByLabel('Property address').fill('9 Pine St');
    await form.getByLabel('Seasonal Cleanup').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('There was an error sending your form. Please try again later.');
    await expect(form.getByLabel('Property address')).toHaveValue('9 Pine St');
    await expect(form.getByLabel('Seasonal Cleanup')).toBeChecked();
    // Beside the message (never inside it), the business phone, so the lead can still call.
    await expect(form.getByText('Or call us now:')).toBeVisible();
    await expect(form.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
    // And her e-mail app, with what she typed written out to the business: the lead survives the outage.
    const href = (await form.getByRole('link', { name: 'Send it from your e-mail app instead' }).getAttribute('href')) ?? '';
    const [address, query] = href.split('?') as [string, string];
    expect(address).toBe('mailto:info@cedarcreeklawn.example');
    const parts = Object.fromEntries(query.split('&').map((part) => part.split('=').map(decodeURIComponent) as [string, string]));
    // The subject: the heading she saw the form under.
    expect(parts.subject).toBe(await form.getByRole('heading').first().textContent());
    expect(parts.body?.split('\n')).toEqual([
      'First name: Renée',
      "Last name: O'Neal",
      'Phone: (919) 555-0100',
      `Email: ${email}`,
      'Property address: 9 Pine St',
      'Which services do you need?: Seasonal Cleanup',
    ]);
    expect(await outbox(request, email)).toHaveLength(0);
  });

  test('a filled spam trap sends nothing', async ({ page, request }) => {
    const email = uniqueEmail('spam');
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    // People never see or reach the trap; a bot fills every input it finds.
    await expect(form.locator('input[name="honeyPot"]')).toHaveAttribute('tabindex', '-1');
    await form.locator('input[name="honeyPot"]').fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'NEXT' }).click();
    await expect(form.getByRole('alert')).toHaveText('Spam detected.');
    expect(await outbox(request, email)).toHaveLength(0);
  });

  test('a spam trap filled on step 2 sends nothing either', async ({ page, request }) => {
    const email = uniqueEmail('spam-2');
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await expect(form.getByText('Step 2 of 2', { exact: false })).toBeFocused();
    await form.getByLabel('Property address').fill('1 Bot Way');
    await form.getByLabel('Sod').check();
    await form.locator('input[name="honeyPot"]').fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Spam detected.');
    expect(await outbox(request, email)).toHaveLength(0);
  });

  test('a double click sends once', async ({ page, request }) => {
    const email = uniqueEmail('double');
    await openPage(page, '/contact');
    const form = quoteForm(page);
    await fillStep1(form, email);
    await form.getByRole('button', { name: 'NEXT' }).click();
    await form.getByLabel('Property address').fill('1 Main St');
    await form.getByLabel('Sod').check();
    await form.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
    expect(await outbox(request, email)).toHaveLength(1);
  });
});

test.describe('contact message form', () => {
  const messageForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Send Us a Message' }) });

  test('validates, sends name → firstName and message → serviceType, and resets', async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await openPage(page, '/contact');
    const form = messageForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Name, Phone, and Email are required.');
    await form.getByLabel('Name').fill('Dale Hinton');
    await form.getByLabel('Phone').fill('abc');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid phone format.');
    await form.getByLabel('Phone').fill('919-555-0100');
    await form.getByLabel('Email').fill('dale.example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email format.');
    await form.getByLabel('Email').fill(email);
    const long = 'My centipede lawn has brown patches. '.repeat(270).slice(0, 10_000);
    await form.getByLabel('Message (optional)').fill(long);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your message was sent successfully!');
    await expect(form.getByLabel('Name')).toHaveValue('');
    const [entry] = await outbox(request, email);
    expect(entry!.template_params).toEqual({ firstName: 'Dale Hinton', phone: '919-555-0100', email, address: '', serviceType: long.trim() });
  });

  test('a failed send shows the inline message', async ({ page, request }) => {
    const email = uniqueEmail('contact-fail');
    await setEmailFailure(request, email, true);
    await openPage(page, '/contact');
    const form = messageForm(page);
    await form.getByLabel('Name').fill('Dale');
    await form.getByLabel('Phone').fill('919-555-0100');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('There was an error sending your form. Please try again later.');
    await expect(form.getByLabel('Name')).toHaveValue('Dale');
    await expect(form.getByRole('link', { name: '(919) 555-0142' })).toHaveAttribute('href', 'tel:+19195550142');
  });

  test('a filled spam trap sends nothing', async ({ page, request }) => {
    const email = uniqueEmail('contact-spam');
    await openPage(page, '/contact');
    const form = messageForm(page);
    await form.locator('input[name="honeyPot"]').fill('x', { force: true });
    await form.getByLabel('Name').fill('Bot');
    await form.getByLabel('Phone').fill('919-555-0100');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Spam detected.');
    expect(await outbox(request, email)).toHaveLength(0);
  });
});

test.describe('job application', () => {
  const applyForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Apply Now' }) });
  async function fill(form: Locator, email: string) {
    await form.getByLabel('Full name').fill('José Martínez');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('919-555-0100');
    await form.getByLabel('Position').selectOption({ label: 'Team Leader' });
    await form.getByLabel('Years of experience').fill('4');
    await form.getByLabel('Tell us about yourself').fill('I ran a mowing crew in Smithfield for three years.');
  }

  test('requires every field, sends the application and clears the form', async ({ page, request }) => {
    const email = uniqueEmail('apply');
    await openPage(page, '/about/careers');
    const form = applyForm(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill in every field so we can get back to you.');
    await fill(form, email);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('Application submitted successfully!');
    await expect(form.getByLabel('Full name')).toHaveValue('');
    const [entry] = await outbox(request, email);
    expect(entry!.template_id).toBe('template_careers');
    expect(entry!.template_params).toEqual({ from_name: 'José Martínez', email, phone: '919-555-0100', position: 'Team Leader', experience: '4', message: 'I ran a mowing crew in Smithfield for three years.' });
  });

  test('checks the phone and e-mail with the quote form\'s rules and sends nothing until they pass', async ({ page, request }) => {
    const email = uniqueEmail('apply-format');
    await openPage(page, '/about/careers');
    const form = applyForm(page);
    await fill(form, email);
    await form.getByLabel('Phone').fill('call me maybe');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid phone number.');
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Phone').fill('919-555-0100');
    await form.getByLabel('Email').fill('sam@example');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(form.getByLabel('Email')).toBeFocused();
    expect(await outbox(request, email)).toHaveLength(0);
    expect(await outbox(request, 'sam@example')).toHaveLength(0);
  });

  test('a failed send keeps every value', async ({ page, request }) => {
    const email = uniqueEmail('keep');
    await setEmailFailure(request, email, true);
    await openPage(page, '/about/careers');
    const form = applyForm(page);
    await fill(form, email);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('There was an error submitting your application. Please try again later.');
    await expect(form.getByLabel('Full name')).toHaveValue('José Martínez');
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Position')).toHaveValue('teamLeader');
    await expect(form.getByLabel('Years of experience')).toHaveValue('4');
    await expect(form.getByLabel('Tell us about yourself')).toHaveValue('I ran a mowing crew in Smithfield for three years.');
  });

  test('a filled spam trap sends nothing', async ({ page, request }) => {
    const email = uniqueEmail('apply-spam');
    await openPage(page, '/about/careers');
    const form = applyForm(page);
    await fill(form, email);
    await form.locator('input[name="honeyPot"]').fill('x', { force: true });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert')).toHaveText('Spam detected.');
    expect(await outbox(request, email)).toHaveLength(0);
  });
});
