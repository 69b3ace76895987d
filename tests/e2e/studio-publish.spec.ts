import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config';
import { liveTime } from '../../src/studio/live-time.ts';
import { updateOf } from '../support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../support/test-github-content-api.ts';
import { expectPlainWords } from './support/plain-words';
import { signInAsAdmin } from './support/studio';

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

/** Sends every call the studio makes to its content API to the github-backed one instead. */
async function useGithubBackend(page: Page) {
  await page.route(`${studioApi}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(studioApi, t.api.url) });
    await route.fulfill({ response });
  });
}

/** A change submitted from the studio before (its pull request is open, its checks passed). */
async function submitPhone(phone: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  expect((await t.call('POST', '/changes', { summary: 'Office phone number changed', files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
}

test('a published change says it is being published, then "Live since …" once the deploy succeeds, without a reload', async ({ page }) => {
  // The site was deployed before (the seed commit), so the next deploy is awaited, not unknown.
  const before = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(before.id, 'success', SITE);
  await submitPhone('(919) 555-0177');
  await useGithubBackend(page);
  await signInAsAdmin(page);

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
  const asked = t.github.calls.filter((call) => call.endsWith('/deployments')).length;
  // The list looks again by itself while the change is being published.
  await expect.poll(() => t.github.calls.filter((call) => call.endsWith('/deployments')).length, { timeout: 30_000 }).toBeGreaterThan(asked);
  await expect(change).toContainText('Publishing: the site is being updated');

  const { created_at: liveAt } = t.github.deployments.setStatus(deploy.id, 'success', SITE);
  await expect(change).toContainText(`Live since ${liveTime(liveAt)}`, { timeout: 30_000 });
  await expect(change.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expectPlainWords(page);
});

test('a deploy that failed says so in plain words: the site still shows the earlier version', async ({ page }) => {
  const before = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(before.id, 'success', SITE);
  await submitPhone('(919) 555-0178');
  t.clock.ms += 60_000;
  expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);
  const failed = t.github.deployments.create({ sha: 'main', environment: 'production' });
  t.github.deployments.setStatus(failed.id, 'failure');
  await useGithubBackend(page);
  await signInAsAdmin(page);
  const change = page.getByRole('region', { name: 'Changes waiting to go live' }).getByRole('listitem').filter({ hasText: 'Office phone number changed' });
  await expect(change).toContainText('Publishing did not finish; the site still shows the earlier version.');
  await expectPlainWords(page);
});
