import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/studio-fixture';
import { openPage } from './support/app';
import { contentApiUrl, contentCopy } from './support/content-copy';

// The studio's content API decides who may read and write with its own session, started only by a
// password the CRM accepts for an administrator, never with what a browser keeps: an ordinary staff
// member who sets "admin" in their own storage, and a visitor who invents a session, get the
// dashboard's words and the password question at most, and nothing from the API.

const change = { summary: 'Kinston added', files: [{ path: 'towns/kinston.json', action: 'create', data: { slug: 'kinston', name: 'Kinston' } }] };

/** Every address the studio reads or writes, with a given Authorization header (or none). */
async function everyCall(request: APIRequestContext, authorization?: string) {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  return {
    list: (await request.get(`${contentApiUrl}/files`, { headers })).status(),
    site: (await request.get(`${contentApiUrl}/site`, { headers })).status(),
    file: (await request.get(`${contentApiUrl}/files/towns/selma.json`, { headers })).status(),
    images: (await request.get(`${contentApiUrl}/images`, { headers })).status(),
    write: (await request.post(`${contentApiUrl}/changes`, { headers, data: change })).status(),
  };
}

const refusedEverywhere = { list: 401, site: 401, file: 401, images: 401, write: 401 };

test('an ordinary staff member whose browser claims admin rights reads and writes nothing', async ({ page, request, hold }) => {
  // studio.spec.ts saves Selma: held, so that "nothing written" compares Selma with itself.
  await hold('towns/selma.json');
  const before = readFileSync(join(contentCopy, 'site/towns/selma.json'), 'utf8');
  await openPage(page, '/login');
  await page.getByLabel('Username', { exact: true }).fill('crew');
  await page.getByLabel('Password', { exact: true }).fill('cedar-crew-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // Their own storage says administrator: the dashboard opens its studio, which asks for the
  // password, and the CRM's answer (not an administrator) is what the API goes by.
  await page.evaluate(() => localStorage.setItem('admin', 'true'));
  await openPage(page, '/admin-dashboard');
  const panel = page.getByRole('region', { name: 'Confirm your password to edit the website' });
  await panel.getByLabel('Username', { exact: true }).fill('crew');
  await panel.getByLabel('Password', { exact: true }).fill('cedar-crew-2026');
  await panel.getByRole('button', { name: 'Confirm password' }).click();
  await expect(panel.getByRole('alert')).toContainText('Administrators only');
  await expect(panel.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Add a town' })).toHaveCount(0);

  // The CRM's token is no session of the API's, in either scheme, and the password gets none.
  expect(await everyCall(request, `Token ${token}`)).toEqual(refusedEverywhere);
  expect(await everyCall(request, `Bearer ${token}`)).toEqual(refusedEverywhere);
  expect((await request.post(`${contentApiUrl}/session`, { data: { username: 'crew', password: 'cedar-crew-2026' } })).status()).toBe(403);
  expect(existsSync(join(contentCopy, 'site/towns/kinston.json'))).toBe(false);
  expect(readFileSync(join(contentCopy, 'site/towns/selma.json'), 'utf8')).toBe(before);
});

test('a visitor with no session, or one made up in the browser, reads and writes nothing', async ({ page, request }) => {
  expect(await everyCall(request)).toEqual(refusedEverywhere);
  const madeUp = 'a'.repeat(40);
  expect(await everyCall(request, `Bearer ${madeUp}`)).toEqual(refusedEverywhere);
  expect(await everyCall(request, `Bearer ${madeUp}.${'b'.repeat(43)}`)).toEqual(refusedEverywhere);

  await openPage(page, '/');
  await page.evaluate((token) => {
    Object.entries({ token, admin: 'true', user: '1' }).forEach(([key, value]) => localStorage.setItem(key, value));
    sessionStorage.setItem('contentApiSession', JSON.stringify({ token, user: 'admin', id: 1 }));
  }, madeUp);
  await openPage(page, '/admin-dashboard');
  // The made-up session is refused, so the studio asks for the password, and shows nothing of the content.
  await expect(page.getByRole('region', { name: 'Please confirm your password again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a town' })).toHaveCount(0);
  expect(existsSync(join(contentCopy, 'site/towns/kinston.json'))).toBe(false);
});
