import { copyFileSync, readFileSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { openPage } from './app';
import { contentCopy } from './content-copy';

// What the studio's end-to-end tests share: signing in, opening an item, saving, and the tests' copy
// of site/ that the content API writes (support/content-api-on-copy.ts).

/** A file as the content API saved it in the tests' copy. */
export const saved = (file: string) => readFileSync(join(contentCopy, 'site', file), 'utf8');

/**
 * Puts the shipped file back into the copy, so a test starts from it however often the suite runs.
 * Atomically (a hidden file beside it, then renamed), as the content API writes: a test running meanwhile may be
 * saving, and the API then reads every file; a half-copied one would fail its change as invalid JSON.
 */
export function restoreShipped(file: string) {
  const target = join(contentCopy, 'site', file);
  // A hidden name, as the API's own temp files: the validator skips dot-files.
  const temp = join(dirname(target), `.${basename(target)}.${process.pid}.restore`);
  copyFileSync(resolve(import.meta.dirname, '../../../site', file), temp);
  renameSync(temp, target);
}

/** A few letters that differ on every run, so a save is always a change. */
export const unique = () => Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

/** Logs in as the stand-in's administrator and waits for the studio on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('cedar-admin-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Edit the website' })).toBeVisible();
}

/** Searches the studio's list and opens one item (within one group, where a name is in several). */
export async function openItem(page: Page, search: string, name: string, group?: string) {
  await page.getByLabel('Search the content').fill(search);
  const scope = group ? page.getByRole('region', { name: group, exact: true }) : page;
  await scope.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${name}` })).toBeVisible();
}

/** Says what changed and presses "Submit for review". */
export async function submit(page: Page, summary: string) {
  await page.getByLabel(/What did you change\?/).fill(summary);
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

/** Submits, confirming warnings if the checks raise any, and waits for the save. */
export async function submitAndSave(page: Page, summary: string) {
  await submit(page, summary);
  const savedNote = page.getByRole('status').filter({ hasText: 'Saved.' });
  const saveAnyway = page.getByRole('button', { name: 'Save anyway' });
  await expect(savedNote.or(saveAnyway)).toBeVisible();
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(savedNote).toBeVisible();
}
