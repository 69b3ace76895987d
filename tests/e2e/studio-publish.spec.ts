import { expect, type Page } from '@playwright/test';
import { openStudio, test } from './support/studio-fixture';
import { siteUrl } from '../../playwright.config';
import { liveTime } from '../../src/studio/live-time.ts';
import { updateOf } from '../support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../support/test-github-content-api.ts';
import { expectPlainWords } from './support/plain-words';
import { openItem, submit } from './support/studio';

// The studio against the GitHub stand-in (issue #28 item 4): a change is published, the deploy
// workflow's deployment runs, and the list says "Live since …" by itself once it succeeds. The
// built studio calls the content API at its build-time address; this test answers that address
// with a content API on the github backend (tests/support/test-github-content-api.ts), through
// Playwright's routing, so the browser, the API and the stand-in are all real.

const studioApi = process.env.VITE_CONTENT_API_URL ?? `http://127.0.0.1:${process.env.E2E_CONTENT_API_PORT ?? 8790}`;
const SITE = 'https://www.cedarcreeklawn.example';

let t: TestGithubContentApi;
test.beforeEach(async () => {
  t = await startTestGithubContentApi({ origins: [siteUrl] });
});
test.afterEach(async ({ page }) => {
  // The studio may still be asking (its preview loads the site): those calls end with the page, not as failures.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await t.stop();
});

/**
 * Sends every call the studio makes to its content API to the github-backed one instead. The studio is
 * opened with that API's own session (t.adminToken): its sessions are signed with another secret.
 */
async function useGithubBackend(page: Page) {
  await page.route(`${studioApi}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(studioApi, t.api.url) });
    await route.fulfill({ response });
  });
}

/** How often the list looks again while a change is publishing (REFRESH_MS in src/studio/submitted-changes.tsx). */
const REFRESH_MS = 15_000;

/** Counts the studio's requests for the list of changes, from inside the page. */
async function countListRequests(page: Page) {
  await page.addInitScript((api) => {
    const counted = window as unknown as { listRequests: number };
    counted.listRequests = 0;
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === `${api}/changes` && (init?.method ?? 'GET') === 'GET') counted.listRequests++;
      return fetchOriginal(input, init);
    };
  }, studioApi);
  return () => page.evaluate(() => (window as unknown as { listRequests: number }).listRequests);
}

/** Shows or hides the tab as the browser does when she switches to another tab. */
async function setTabShown(page: Page, shown: boolean) {
  await page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, shown);
}

/** A change submitted from the studio before (its pull request is open, its checks passed). */
async function submitPhone(phone: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  expect((await t.call('POST', '/changes', { summary: 'Office phone number changed', files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
}

test('a published change says it is being published, then "Live since …" once the deploy succeeds, without a reload', async ({ page, adminSession }) => {
  // The site was deployed before (the seed commit), so the next deploy is awaited, not unknown.
  const before = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(before.id, 'success', SITE);
  await submitPhone('(919) 555-0177');
  await useGithubBackend(page);
  // The page's clock, so the list's next look is reached without waiting for it.
  await page.clock.install();
  const listRequests = await countListRequests(page);
  await openStudio(page, adminSession, { studioToken: t.adminToken });

  const list = page.getByRole('region', { name: 'Changes waiting to go live' });
  await expect(list).toContainText('Publishing updates the site within a few minutes');
  const change = list.getByRole('listitem').filter({ hasText: 'Office phone number changed' });
  await expect(change).toContainText('Checked, waiting to be published');
  await change.getByRole('button', { name: 'Publish' }).click();
  await expect(list.getByRole('status')).toContainText('Published. The site is being updated with this change');
  await expect(change).toContainText('Publishing: the site is being updated');

  // The deploy workflow starts: a deployment of the published branch's new head, in progress.
  const deploy = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(deploy.id, 'in_progress');

  // While the tab is hidden the list does not look again, however long she is away...
  await setTabShown(page, false);
  const hidden = await listRequests();
  await page.clock.fastForward(4 * REFRESH_MS);
  expect(await listRequests()).toBe(hidden);
  // ...and looks once as soon as she is back.
  await setTabShown(page, true);
  await expect.poll(listRequests).toBe(hidden + 1);
  await expect(change).toContainText('Publishing: the site is being updated');

  // The deploy succeeds: the list's next look, by itself, says since when the change is live.
  const { created_at: liveAt } = t.github.deployments.setStatus(deploy.id, 'success', SITE);
  await expect.poll(async () => {
    await page.clock.fastForward(REFRESH_MS);
    return change.textContent();
  }).toContain(`Live since ${liveTime(liveAt)}`);
  await expect(change.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expectPlainWords(page);

  // Nothing is publishing any more: the list stops looking.
  const settled = await listRequests();
  await page.clock.fastForward(4 * REFRESH_MS);
  expect(await listRequests()).toBe(settled);
});

test('a deploy that failed says so in plain words: the site still shows the earlier version', async ({ page, adminSession }) => {
  const before = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(before.id, 'success', SITE);
  await submitPhone('(919) 555-0178');
  t.clock.ms += 60_000;
  expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);
  const failed = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(failed.id, 'failure');
  await useGithubBackend(page);
  await openStudio(page, adminSession, { studioToken: t.adminToken });
  const change = page.getByRole('region', { name: 'Changes waiting to go live' }).getByRole('listitem').filter({ hasText: 'Office phone number changed' });
  await expect(change).toContainText('Publishing did not finish; the site still shows the earlier version.');
  // This API was given no Stats API key: the owner reads that visit counts are not set up (decision 029).
  await expect(page.getByRole('region', { name: 'This week on the website', exact: true })).toContainText('Visit counts are not set up yet.');
  await expectPlainWords(page);
});

test('a change saved in the studio on the github backend says it was sent for review, never "Saved" nor live', async ({ page, adminSession }) => {
  await useGithubBackend(page);
  await openStudio(page, adminSession, { studioToken: t.adminToken });
  await openItem(page, 'pikeville', 'Pikeville');
  await page.locator('#root_landing_subheading').fill('Pikeville yards, sent for review');
  await submit(page, 'Pikeville subheading');
  const sent = page.getByRole('status').filter({ hasText: 'Sent for review.' });
  const saveAnyway = page.getByRole('button', { name: 'Save anyway' });
  await expect(sent.or(saveAnyway)).toBeVisible({ timeout: 60_000 });
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(sent).toHaveText('Sent for review. It goes live once it is published; you can follow it under the submitted changes.', { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  await expectPlainWords(page);
});

test('an undo on the github backend is sent for review: the form and the list stay, and that change\'s undo is not offered again', async ({ page, adminSession }) => {
  await submitPhone('(919) 555-0188');
  expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);
  await useGithubBackend(page);
  await openStudio(page, adminSession, { studioToken: t.adminToken });
  await openItem(page, 'business', 'Business facts, menus and look');
  await page.getByRole('button', { name: 'Show recent changes' }).click();
  const history = page.getByRole('region', { name: 'Recent changes' });
  const change = history.getByRole('listitem').filter({ hasText: 'Office phone number changed' }).first();
  await change.getByRole('button', { name: 'Undo this change' }).click();
  const question = page.getByRole('dialog', { name: 'Undo this change?' });
  await expect(question).toContainText('It is checked, and goes the same way, as any other change you make.');
  await question.getByRole('button', { name: 'Yes, undo it' }).click();
  const sent = history.getByRole('status').filter({ hasText: 'Sent for review.' });
  const saveAnyway = history.getByRole('button', { name: 'Save anyway' });
  await expect(sent.or(saveAnyway)).toBeVisible({ timeout: 60_000 });
  if (await saveAnyway.isVisible()) await saveAnyway.click();
  await expect(sent).toBeVisible({ timeout: 60_000 });
  await expect(history.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  // Nothing is in the file until it is published: no undo in the list yet, and no second proposal.
  await expect(history).not.toContainText('Undo: Office phone number changed');
  await expect(change.getByRole('button', { name: 'Undo sent for review' })).toBeDisabled();
  await expect(change.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  await expectPlainWords(page);
});
