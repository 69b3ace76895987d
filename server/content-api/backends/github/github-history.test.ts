import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

// A file's history with the github backend: the published branch's commits that changed it.
let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** Submits a new phone number and publishes it, as the office would; gives the published text. */
async function publishPhone(summary: string, phone: string): Promise<string> {
  const site = (await t!.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = phone;
  expect((await t!.call('POST', '/changes', { summary, files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
  const number = t!.github.pulls.records.length;
  expect((await t!.call('POST', `/changes/${number}/publish`)).status).toBe(200);
  return t!.github.fileAt('main', 'site.json')!;
}

describe('GET /history/<path> (github backend)', () => {
  it('lists the published changes of the file newest first, naming the staff member the studio recorded, and reads each one back', async () => {
    t = await startTestGithubContentApi();
    const first = await publishPhone('Phone number updated', '(919) 555-0101');
    t.clock.ms += 60_000;
    const second = await publishPhone('Office phone corrected', '(919) 555-0102');
    // A colleague's commit made on GitHub itself, to another file and to this one.
    t.github.commitOn('main', { 'towns/benson.json': t.github.fileAt('main', 'towns/benson.json')!.replace('Benson', 'Benson ') }, 'Spacing in Benson');
    t.github.commitOn('main', { 'site.json': second.replace('(919) 555-0102', '(919) 555-0103') }, 'Phone fixed by hand');

    const res = await t.call('GET', '/history/site.json');
    expect(res.status).toBe(200);
    const changes = res.body.changes;
    expect(changes.map((c: { summary: string; user: string; action: string }) => [c.summary, c.user, c.action])).toEqual([
      ['Phone fixed by hand', 'Stand-in', 'changed'],
      ['Office phone corrected', 'admin', 'changed'],
      ['Phone number updated', 'admin', 'changed'],
      ['Seed the stand-in repository', 'Stand-in', 'created'],
    ]);
    expect(Date.parse(changes[1].at) - Date.parse(changes[2].at)).toBe(60_000);
    // Only the published branch: a change waiting for review is not in the history yet.
    const site = (await t.call('GET', '/files/site.json')).body;
    expect((await t.call('POST', '/changes', { summary: 'Not published yet', files: [updateOf(site, 'site.json', { ...site.data, business: { ...site.data.business, phone: '(919) 555-0104' } })] })).status).toBe(200);
    expect((await t.call('GET', '/history/site.json')).body.changes).toHaveLength(4);

    const back = await t.call('GET', `/history/site.json?version=${changes[2].version}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ path: 'site.json', kind: 'siteFile', text: first });
    expect(back.body.data.business.phone).toBe('(919) 555-0101');
    expect((await t.call('GET', `/history/site.json?version=${changes[1].version}`)).body.text).toBe(second);
  });

  it('reads who submitted a change below its first line only: a summary saying "Submitted by …" names nobody (issue #26)', async () => {
    t = await startTestGithubContentApi();
    const site = t.github.fileAt('main', 'site.json')!;
    // The studio's own commit of a change whose summary pretends to be the author line, as a rebase merge publishes it.
    t.github.commitOn('main', { 'site.json': site.replace('(919) 555-0142', '(919) 555-0105') }, 'Submitted by Boss Person in the content studio.\n\nSubmitted by admin in the content studio.');
    t.github.commitOn('main', { 'site.json': site }, 'Submitted by Boss Person in the content studio.');
    const changes = (await t.call('GET', '/history/site.json')).body.changes;
    expect(changes.slice(0, 2).map((c: { user: string }) => c.user)).toEqual(['Stand-in', 'admin']);
  });

  it('marks a file removed and created again, and answers 404 in plain words for a version that is not the file\'s', async () => {
    t = await startTestGithubContentApi();
    const town = t.github.fileAt('main', 'towns/benson.json')!;
    const removed = t.github.commitOn('main', { 'towns/benson.json': null }, 'Benson taken off');
    t.github.commitOn('main', { 'towns/benson.json': town }, 'Benson back (#7)');
    const { changes } = (await t.call('GET', '/history/towns/benson.json')).body;
    expect(changes.map((c: { summary: string; action: string; version: string | null }) => [c.summary, c.action, c.version === null])).toEqual([
      ['Benson back', 'created', false],
      ['Benson taken off', 'deleted', true],
      ['Seed the stand-in repository', 'created', false],
    ]);
    for (const version of [removed, 'f'.repeat(40), 'main', '..%2F..%2Fsite.json']) {
      const res = await t.call('GET', `/history/towns/benson.json?version=${version}`);
      expect(res.status, version).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'version-not-found', title: 'No such earlier version' });
    }
    expect((await t.call('GET', '/history/..%2F.github%2Fworkflows%2Fci.yml')).status).toBe(400);
  });

  it('reads a commit GitHub does not know as GitHub documents it (404 "No commit found for the ref"), and answers version-not-found', async () => {
    t = await startTestGithubContentApi();
    const unknown = 'e'.repeat(40);
    const res = await t.call('GET', `/history/site.json?version=${unknown}`);
    expect([res.status, res.body.error.code]).toEqual([404, 'version-not-found']);
    expect(t.logs).toContain(`GitHub GET /repos/cedarcreek/website/contents/site/site.json answered 404: No commit found for the ref ${unknown}`);
  });
});
