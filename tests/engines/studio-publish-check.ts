import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { waitLonger, type Driver, type EngineName } from './support/driver';
import { openPage, pageProblems } from './support/page';
import { button, containing, contentApiUrl, named, press, says, STUDIO_SESSION_KEY } from './support/studio';
import { liveTime } from '../../src/studio/live-time';
import { updateOf } from '../support/test-content-api';
import { startTestGithubContentApi, type TestGithubContentApi } from '../support/test-github-content-api';

// The publish states against the GitHub stand-in (decision 026), as studio-publish.spec.ts checks them
// in Chromium: a content API on the github backend against the fake GitHub, started by this engine's
// process for this width, and the studio's session handed to it through the suite's front
// (support/studio-servers.ts), which sends that session's requests there. The browser, the API and
// the stand-in are all real; the deployments are the fake GitHub's, made by the check.

const siteUrl = process.env.E2E_SITE_URL ?? `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 4174}`;
const SITE = 'https://www.cedarcreeklawn.example';

/** A change submitted from the studio before (its pull request open, its checks passed). */
async function submitPhone(t: TestGithubContentApi, phone: string, summary: string) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  assert.equal((await t.call('POST', '/changes', { summary, files: [updateOf(site, 'site.json', data)] })).status, 200);
}

/** The list looks again as soon as she comes back to the tab (as the browser says when she switches back). */
const comeBack = (driver: Driver) =>
  driver.evaluate(() => {
    for (const shown of [false, true]) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

/**
 * Comes back to the tab until the change says `text` (20 s at most), instead of waiting out the list's
 * 15 s: a look already on its way when she comes back may bring the state from before the deploy.
 */
async function comeBackUntil(driver: Driver, selector: string, text: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await comeBack(driver);
    try {
      await waitLonger(driver, 2_000, `${selector} to say "${text}"`, (s: string, t: string) => Boolean(document.querySelector(s)?.textContent?.includes(t)), selector, text);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

export function publishChecks(engine: EngineName, current: () => Driver) {
  let t: TestGithubContentApi;
  before(async () => {
    t = await startTestGithubContentApi({ origins: [siteUrl] });
  });
  after(() => t?.stop());

  it('follows a published change on the GitHub stand-in: waiting, publishing, live since; a failed deploy says so', async () => {
    const driver = current();
    // The site was deployed before (the seed commit), so the next deploy is awaited, not unknown.
    const earlier = t.github.deployments.create({ sha: 'main', environment: 'production' });
    t.github.deployments.setStatus(earlier.id, 'success', SITE);
    await submitPhone(t, '(919) 555-0177', 'Office phone number changed');
    await fetch(`${contentApiUrl}/__engines/route`, { method: 'POST', body: JSON.stringify({ token: t.adminToken, url: t.api.url }) });
    await driver.evaluate((key: string, token: string) => sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), token })), STUDIO_SESSION_KEY, t.adminToken);
    await openPage(driver, '/admin-dashboard');
    const list = await named(driver, 'region', 'Changes waiting to go live');
    const change = await containing(driver, `${list} li`, 'Office phone number changed');
    await says(driver, change, 'Checked, waiting to be published');
    await press(driver, 'Publish', change);
    await containing(driver, `${list} [role="status"]`, 'Published. The site is being updated with this change');
    await says(driver, change, 'Publishing: the site is being updated');

    // The deploy workflow runs and succeeds: the list's next look says since when the change is live.
    const deploy = t.github.deployments.create({ sha: 'main', environment: 'production' });
    t.github.deployments.setStatus(deploy.id, 'in_progress');
    const { created_at: liveAt } = t.github.deployments.setStatus(deploy.id, 'success', SITE);
    await comeBackUntil(driver, change, `Live since ${liveTime(liveAt)}`);
    assert.equal(await driver.evaluate((c: string) => [...document.querySelectorAll(`${c} button`)].some((b) => b.textContent?.trim() === 'Publish'), change), false);

    // A second change, published (by a colleague, elsewhere), whose deploy fails: said in plain words.
    await submitPhone(t, '(919) 555-0178', 'Office phone number changed again');
    t.clock.ms += 60_000;
    assert.equal((await t.call('POST', '/changes/2/publish')).status, 200);
    const failed = t.github.deployments.create({ sha: 'main', environment: 'production' });
    t.github.deployments.setStatus(failed.id, 'failure');
    // Nothing of hers was publishing any more, so the list no longer looks by itself: she opens the studio again.
    await openPage(driver, '/admin-dashboard');
    const again = await containing(driver, `${await named(driver, 'region', 'Changes waiting to go live')} li`, 'Office phone number changed again');
    await says(driver, again, 'Publishing did not finish; the site still shows the earlier version.');
    // Still signed in on the github backend: the studio's list, and no password panel asking again.
    await button(driver, 'Add a town');
    assert.equal(await driver.evaluate(() => [...document.querySelectorAll('h2, h3')].some((h) => h.textContent?.trim() === 'Please confirm your password again')), false);
    assert.deepEqual(await pageProblems(driver), [], `${engine}`);
  });
}
