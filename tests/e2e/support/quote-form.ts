import { expect, type Page } from '@playwright/test';

/** The quote wizard, wherever a page shows it (the hero of /contact and of every town page). */
export const quoteForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Get Your Free Quote' }) });

/** Fills both steps of the quote wizard as one homeowner would (step 1, NEXT, step 2), without sending; returns the form. */
export async function fillQuote(page: Page, email: string, comments?: string) {
  const form = quoteForm(page);
  await form.getByLabel('First name').fill('Maribel');
  await form.getByLabel('Last name').fill('Sauls');
  await form.getByLabel('Phone').fill('(919) 555-0177');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await form.getByLabel('Property address').fill('41 Wayne Memorial Dr, Goldsboro, NC');
  await form.getByLabel('Sod').check();
  if (comments !== undefined) await form.getByLabel('Anything else we should know?').fill(comments);
  return form;
}

/** Nothing typed on step 2 (with `comments`) is gone, and step 1 still holds hers behind Back; ends on step 1. */
export async function expectQuoteKept(page: Page, email: string, comments: string) {
  const form = quoteForm(page);
  await expect(form.getByLabel('Property address')).toHaveValue('41 Wayne Memorial Dr, Goldsboro, NC');
  await expect(form.getByLabel('Sod')).toBeChecked();
  await expect(form.getByLabel('Anything else we should know?')).toHaveValue(comments);
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Maribel');
  await expect(form.getByLabel('Email')).toHaveValue(email);
}
