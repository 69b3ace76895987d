import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPage, reloadPage } from './support/app';
import { contentCopy } from './support/content-copy';

// The content studio on /admin-dashboard, saving through the content API into a copy of site/
// (tests/e2e/support/content-api-server.ts). Each test edits its own file, so they run in parallel.

const saved = (file: string) => readFileSync(join(contentCopy, 'site', file), 'utf8');

async function signInAsAdmin(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('cedar-admin-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Edit the website' })).toBeVisible();
}

async function openItem(page: Page, search: string, name: string) {
  await page.getByLabel('Search the content').fill(search);
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
}

async function submit(page: Page, summary: string) {
  await page.getByLabel(/What did you change\?/).fill(summary);
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

test.describe('the content studio', () => {
  test('lists the content the way staff think of it, with a search', async ({ page }) => {
    await signInAsAdmin(page);
    for (const group of ['Business facts, menus and look', 'Towns', 'Reviews and testimonials', 'Pages']) {
      await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    await page.getByLabel('Search the content').fill('wilson');
    await expect(page.getByRole('button', { name: 'Wilsons Mills' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pages', exact: true })).toHaveCount(0);
    await page.getByLabel('Search the content').fill('kinston');
    await expect(page.getByRole('status')).toHaveText(/Nothing matches “kinston”/);
  });

  test('saves a changed field as a one-line change to the town file', async ({ page }) => {
    const before = saved('towns/selma.json');
    await signInAsAdmin(page);
    await openItem(page, 'selma', 'Selma');
    const heading = page.locator('#root_landing_heading');
    await expect(heading).toHaveValue(/Selma/);
    await heading.fill('Lawn Care for Selma, From Union Station to I-95');
    await submit(page, 'Selma heading reworded');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const after = saved('towns/selma.json');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['    "heading": "Lawn Care for Selma, From Union Station to I-95",']);
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
  });

  test('shows a warning before saving, and saves once the staff member confirms', async ({ page }) => {
    const before = saved('towns/benson.json');
    await signInAsAdmin(page);
    await openItem(page, 'benson', 'Benson');
    await page.locator('#root_landing_title').fill('Lawn Care, Landscaping and Seasonal Cleanups in Benson, North Carolina');
    await submit(page, 'Longer Benson title');
    const warnings = page.getByRole('alert').filter({ hasText: 'Please read these warnings before saving' });
    await expect(warnings).toContainText('characters');
    expect(saved('towns/benson.json')).not.toContain('Seasonal Cleanups in Benson');
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    // A town without community news stays without it: opening a file in the form adds nothing.
    const changed = saved('towns/benson.json').split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['    "title": "Lawn Care, Landscaping and Seasonal Cleanups in Benson, North Carolina",']);
  });

  test('refuses a change that breaks the site, names the problem and saves nothing', async ({ page }) => {
    const before = saved('site.json');
    await signInAsAdmin(page);
    await openItem(page, 'business', 'Business facts, menus and look');
    await page.locator('#root_header_contactButton_href').fill('/contact-us-now');
    await submit(page, 'Contact button address');
    const problems = page.getByRole('alert').filter({ hasText: 'Not saved yet: please fix these first' });
    await expect(problems).toContainText('/contact-us-now');
    expect(saved('site.json')).toBe(before);
  });

  test('keeps what was typed when the page is closed, until it is submitted or discarded', async ({ page }) => {
    await signInAsAdmin(page);
    await openItem(page, 'clayton', 'Clayton');
    const heading = page.locator('#root_landing_heading');
    const original = await heading.inputValue();
    await heading.fill('Clayton lawns, cared for by neighbors');
    await reloadPage(page);
    await expect(page.getByRole('heading', { name: 'Edit the website' })).toBeVisible();
    await openItem(page, 'clayton', 'Clayton');
    await expect(page.getByText(/Your unsaved changes from .* are back in the form/)).toBeVisible();
    await expect(heading).toHaveValue('Clayton lawns, cared for by neighbors');
    await page.getByRole('button', { name: 'Discard my changes' }).click();
    await expect(heading).toHaveValue(original);
  });
});
