import { expect } from '@playwright/test';
import { createSessionTokens, SESSION_LIFETIME_MS } from '../../server/content-api/session-token';
import { E2E_SESSION_SECRET } from './support/content-copy';
import { test } from './support/studio-fixture';
import { ADMIN, confirmPassword, openItem, restoreShipped, saved, signInAsAdmin, STUDIO_SESSION_KEY, submit, unique } from './support/studio';

// The content API's own session (decision 015) ends after 30 idle minutes or 8 hours. Nobody waits
// for that here: the tests' API has a known secret, so the test signs a session of the same
// administrator that ended a minute ago and puts it where the studio keeps its session.

/** A session for the stand-in's administrator, signed by the tests' API, whose 8 hours ended a minute ago. */
function endedSession() {
  const issuedAt = Date.now() - SESSION_LIFETIME_MS - 60_000;
  return createSessionTokens(E2E_SESSION_SECRET, () => issuedAt).issue({ user: ADMIN.username, id: 1 }).token;
}

test('a session that ends mid-edit keeps the draft, asks for the password in place, and the save goes through after', async ({ page, hold }) => {
  // studio-tasks.spec.ts saves Mount Olive's picture.
  await hold('towns/mount-olive.json');
  restoreShipped('towns/mount-olive.json');
  const heading = `Mount Olive Lawns, Kept Week by Week (${unique()})`;
  await signInAsAdmin(page);
  await openItem(page, 'mount olive', 'Mount Olive');
  const field = page.locator('#root_landing_heading');
  await field.fill(heading);

  await page.evaluate(([key, token]) => sessionStorage.setItem(key!, JSON.stringify({ token, user: 'admin', id: 1 })), [STUDIO_SESSION_KEY, endedSession()]);
  await submit(page, 'Mount Olive heading reworded');

  // Asked where the staff member is, with her name filled in and the password box ready to type in.
  const panel = page.getByRole('region', { name: 'Please confirm your password again' });
  await expect(panel).toContainText('Your changes are still here');
  await expect(panel.getByLabel('Username', { exact: true })).toHaveValue('admin');
  await expect(panel.getByLabel('Password', { exact: true })).toBeFocused();
  // The form is still there with what was typed, and nothing was saved yet.
  await expect(field).toHaveValue(heading);
  expect(saved('towns/mount-olive.json')).not.toContain(heading);

  // A wrong password is said aloud, and asked again.
  await panel.getByLabel('Password', { exact: true }).fill('not-the-password');
  await panel.getByRole('button', { name: 'Confirm password' }).click();
  await expect(panel.getByRole('alert')).toContainText('Wrong username or password');
  await expect(panel.getByLabel('Password', { exact: true })).toBeFocused();

  // The right one: the save that was refused carries on by itself, nothing typed again.
  await confirmPassword(page, 'Please confirm your password again');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(saved('towns/mount-olive.json')).toContain(`"heading": "${heading}"`);
});

// Its own town: the two tests of this file run side by side, and each compares its file before and after.
test('giving up on the password keeps the draft and says why nothing was saved', async ({ page }) => {
  restoreShipped('towns/la-grange.json');
  const before = saved('towns/la-grange.json');
  const heading = `La Grange Yards, Done Right (${unique()})`;
  await signInAsAdmin(page);
  await openItem(page, 'la grange', 'La Grange');
  await page.locator('#root_landing_heading').fill(heading);
  await page.evaluate(([key, token]) => sessionStorage.setItem(key!, JSON.stringify({ token, user: 'admin', id: 1 })), [STUDIO_SESSION_KEY, endedSession()]);
  await submit(page, 'La Grange heading reworded');

  const panel = page.getByRole('region', { name: 'Please confirm your password again' });
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Editing session ended' })).toBeVisible();
  await expect(page.locator('#root_landing_heading')).toHaveValue(heading);
  expect(saved('towns/la-grange.json')).toBe(before);

  // Submitting again asks again, and then saves.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await confirmPassword(page, 'Please confirm your password again');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect(saved('towns/la-grange.json')).toContain(`"heading": "${heading}"`);
});
