import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';
import { deployState, STALLED_MS, type Deploy, type RecentDeploys } from './github-deploys.ts';

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const SITE = 'https://www.cedarcreeklawn.example';

/** Submits a change of one file's field and publishes it, a minute after whatever happened last. */
async function publishChange(t: TestGithubContentApi, file: string, summary: string, edit: (data: any) => void) {
  t.clock.ms += 60_000;
  const opened = (await t.call('GET', `/files/${file}`)).body;
  const data = structuredClone(opened.data);
  edit(data);
  expect((await t.call('POST', '/changes', { summary, files: [updateOf(opened, file, data)] })).status).toBe(200);
  const number = t.github.pulls.records.length;
  t.clock.ms += 60_000;
  expect((await t.call('POST', `/changes/${number}/publish`)).status).toBe(200);
  return number;
}

/** What the deploy workflow does for the published branch's head: a deployment, in progress. */
function startDeploy(t: TestGithubContentApi) {
  t.clock.ms += 60_000;
  const { id } = t.github.deployments.create({ sha: t.github.store.refs.get('heads/main')!, environment: 'production' });
  t.github.deployments.setStatus(id, 'in_progress');
  return id;
}

async function listed(t: TestGithubContentApi) {
  const res = await t.call('GET', '/changes');
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.changes.map((c: { number: number; state: string; liveSince: string | null }) => [c.number, { state: c.state, liveSince: c.liveSince }]));
}

describe('a published change\'s deploy (GitHub\'s production deployments)', () => {
  it('is publishing until the deploy holding it succeeds, then live since that moment; a later deploy makes a later change live and keeps the earlier time', async () => {
    t = await startTestGithubContentApi();
    // The site was deployed before: a deployment of the seed commit, long done.
    const before = startDeploy(t);
    t.github.deployments.setStatus(before, 'success', SITE);

    const phone = await publishChange(t, 'site.json', 'Phone number changed', (d) => { d.business.phone = '(919) 555-0101'; });
    expect(await listed(t)).toEqual({ [phone]: { state: 'publishing', liveSince: null } });

    const first = startDeploy(t);
    expect((await listed(t))[phone]).toEqual({ state: 'publishing', liveSince: null });
    t.clock.ms += 60_000;
    t.github.deployments.setStatus(first, 'success', SITE);
    const liveAt = new Date(t.clock.ms).toISOString();
    expect((await listed(t))[phone]).toEqual({ state: 'live', liveSince: liveAt });

    // A second change: not in the deploy that is live, so publishing; the next deploy (a newer commit) holds both.
    const town = await publishChange(t, 'towns/benson.json', 'Benson picture described', (d) => { d.image.alt = 'A freshly mowed lawn in Benson'; });
    expect(await listed(t)).toEqual({ [town]: { state: 'publishing', liveSince: null }, [phone]: { state: 'live', liveSince: liveAt } });
    const second = startDeploy(t);
    t.clock.ms += 60_000;
    t.github.deployments.setStatus(second, 'success', SITE);
    expect(await listed(t)).toEqual({ [town]: { state: 'live', liveSince: new Date(t.clock.ms).toISOString() }, [phone]: { state: 'live', liveSince: liveAt } });
  });

  it('says a deploy that failed, and a later successful deploy (the weekly build) still makes the change live', async () => {
    t = await startTestGithubContentApi();
    const phone = await publishChange(t, 'site.json', 'Phone number changed', (d) => { d.business.phone = '(919) 555-0101'; });
    const failed = startDeploy(t);
    t.github.deployments.setStatus(failed, 'failure');
    expect((await listed(t))[phone]).toEqual({ state: 'publish-failed', liveSince: null });

    const weekly = startDeploy(t);
    expect((await listed(t))[phone].state).toBe('publishing');
    t.github.deployments.setStatus(weekly, 'success', SITE);
    expect((await listed(t))[phone]).toEqual({ state: 'live', liveSince: new Date(t.clock.ms).toISOString() });
  });

  it('lists a published change as published, without "live", when the deploys cannot be read or none are recorded; the list still answers', async () => {
    t = await startTestGithubContentApi();
    const phone = await publishChange(t, 'site.json', 'Phone number changed', (d) => { d.business.phone = '(919) 555-0101'; });
    // A repository that does not deploy through the workflow records no deployments.
    expect((await listed(t))[phone]).toEqual({ state: 'published', liveSince: null });

    t.github.deployments.setStatus(startDeploy(t), 'success', SITE);
    t.github.badDays.refuse('GET', /\/deployments$/, 1, 403, 'Resource not accessible by integration');
    expect((await listed(t))[phone]).toEqual({ state: 'published', liveSince: null });
    expect(t.logs.some((line) => line.includes('The deploys could not be read (github-failed)'))).toBe(true);
    expect((await listed(t))[phone].state).toBe('live');
  });

  it('reads the deploys only when a published change is listed, and a finished deploy\'s statuses and commit once', async () => {
    t = await startTestGithubContentApi();
    const deployed = t.github.store.refs.get('heads/main')!;
    t.github.deployments.setStatus(startDeploy(t), 'success', SITE);
    t.clock.ms += 60_000;
    const site = (await t.call('GET', '/files/site.json')).body;
    const data = structuredClone(site.data);
    data.business.phone = '(919) 555-0103';
    await t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(site, 'site.json', data)] });
    await listed(t);
    expect(t.github.calls.filter((call) => call.includes('/deployments'))).toEqual([]);

    t.clock.ms += 60_000;
    await t.call('POST', '/changes/1/publish');
    await listed(t);
    await listed(t);
    const calls = t.github.calls.filter((call) => call.includes('/deployments'));
    expect(calls.filter((c) => c.endsWith('/deployments'))).toHaveLength(2);
    expect(calls.filter((c) => c.endsWith('/statuses'))).toHaveLength(1);
    // The deployed commit's date is read once, however often the list is.
    const before = t.github.calls.filter((c) => c.endsWith(`/git/commits/${deployed}`)).length;
    await listed(t);
    expect(t.github.calls.filter((c) => c.endsWith(`/git/commits/${deployed}`)).length).toBe(before);
  });
});

describe('a deploy of a commit made in the same second as the merge', () => {
  it('holds the change only when GitHub\'s compare says its commit follows the merge', async () => {
    t = await startTestGithubContentApi();
    // The clock stands still: the seed commit, its deploy and the merge all have the same time.
    const seed = t.github.deployments.create({ sha: 'main' });
    t.github.deployments.setStatus(seed.id, 'success', SITE);
    const opened = (await t.call('GET', '/files/site.json')).body;
    const data = structuredClone(opened.data);
    data.business.phone = '(919) 555-0104';
    await t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(opened, 'site.json', data)] });
    await t.call('POST', '/changes/1/publish');
    expect((await listed(t))[1]).toEqual({ state: 'publishing', liveSince: null });
    expect(t.github.calls.filter((call) => call.includes('/compare/'))).toHaveLength(1);

    const merged = t.github.deployments.create({ sha: 'main' });
    t.github.deployments.setStatus(merged.id, 'success', SITE);
    expect((await listed(t))[1].state).toBe('live');
  });
});

describe('deployState', () => {
  const at = (minutes: number) => Date.parse('2026-11-27T19:00:00Z') + minutes * 60_000;
  const deploy = (committed: number, state: string, succeeded: number | null = null, created = committed + 1): Deploy => ({ sha: 'a'.repeat(40), committedAt: at(committed), createdAt: at(created), state, succeededAt: succeeded === null ? null : at(succeeded) });
  const merged = new Date(at(0)).toISOString();
  // The deploys of commits made after the merge hold it (github-deploys.ts asks GitHub about a tie).
  const stateOf = (recent: RecentDeploys, now: number) => deployState(merged, recent, recent.deploys.filter((d) => d.committedAt > at(0)), now);

  it('says a change no deploy picked up within an hour did not get published (the workflow did not run)', () => {
    const older = { deploys: [deploy(-60, 'success', -55)], complete: true };
    expect(stateOf(older, at(5)).state).toBe('publishing');
    expect(stateOf(older, at(0) + STALLED_MS + 1).state).toBe('publish-failed');
  });

  it('says a deploy still not finished an hour after it started did not finish (its run died before the failure step)', () => {
    for (const state of ['in_progress', 'pending', 'queued']) {
      const running = { deploys: [deploy(10, state, null, 12)], complete: true };
      expect(stateOf(running, at(12) + STALLED_MS - 1).state).toBe('publishing');
      expect(stateOf(running, at(12) + STALLED_MS + 1).state).toBe('publish-failed');
    }
    // Only the newest deploy holding it counts: a new run started recently is publishing.
    expect(stateOf({ deploys: [deploy(100, 'in_progress', null, 101), deploy(10, 'in_progress', null, 12)], complete: true }, at(120)).state).toBe('publishing');
  });

  it('gives no time for a change every deploy read holds, when older deploys were not read (it may have gone live before them)', () => {
    const deploys = [deploy(20, 'success', 25), deploy(10, 'success', 15)];
    expect(stateOf({ deploys, complete: false }, at(30))).toEqual({ state: 'live', liveSince: null });
    expect(stateOf({ deploys, complete: true }, at(30))).toEqual({ state: 'live', liveSince: new Date(at(15)).toISOString() });
  });

  it('is live since the first success that holds it, whatever failed after; publishing while the newest deploy holding it runs', () => {
    expect(stateOf({ deploys: [deploy(20, 'failure'), deploy(10, 'success', 15)], complete: true }, at(30))).toEqual({ state: 'live', liveSince: new Date(at(15)).toISOString() });
    expect(stateOf({ deploys: [deploy(20, 'in_progress'), deploy(10, 'failure')], complete: true }, at(30)).state).toBe('publishing');
    expect(stateOf({ deploys: [deploy(20, 'error'), deploy(-10, 'success', -5)], complete: true }, at(30)).state).toBe('publish-failed');
  });
});
