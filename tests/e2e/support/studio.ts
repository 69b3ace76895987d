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

export const ADMIN = { username: 'admin', password: 'cedar-admin-2026' };

/** Where the studio keeps the content API's session (src/studio/studio-session.ts). */
export const STUDIO_SESSION_KEY = 'contentApiSession';

/**
 * Logs in as the stand-in's administrator, confirms the password for the studio (the content API's
 * own session, decision 015) and waits for the studio's list on the dashboard. For tests about signing in
 * or the password panel; the others open the studio with the worker's stored session (studio-fixture.ts).
 */
export async function signInAsAdmin(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Edit the website', exact: true })).toBeVisible();
  await confirmPassword(page, 'Confirm your password to edit the website', ADMIN.username);
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
}

/** Answers the studio's password panel (its heading says why it asks); `username` is typed when given. */
export async function confirmPassword(page: Page, heading: string, username?: string) {
  const panel = page.getByRole('region', { name: heading });
  if (username !== undefined) await panel.getByLabel('Username', { exact: true }).fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await panel.getByRole('button', { name: 'Confirm password' }).click();
  await expect(panel).toHaveCount(0);
}

/** The content API session the studio holds, for a test that calls the API as a colleague would. */
export async function studioSessionToken(page: Page): Promise<string> {
  return page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token: string }).token, STUDIO_SESSION_KEY);
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
const SAVE_MS = 30_000;

export async function submitAndSave(page: Page, summary: string) {
  await submit(page, summary);
  const savedNote = page.getByRole('status').filter({ hasText: 'Saved.' });
  const saveAnyway = page.getByRole('button', { name: 'Save anyway' });
  // A save checks the whole site on the server; the first one after the API starts also starts its
  // checking thread. On a busy two-core machine that has taken over 10 s: the wait is for the state,
  // with room for the machine (how fast a save is, is measured by npm run bench:api, not here).
  await expect(savedNote.or(saveAnyway)).toBeVisible({ timeout: SAVE_MS });
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(savedNote).toBeVisible({ timeout: SAVE_MS });
}
