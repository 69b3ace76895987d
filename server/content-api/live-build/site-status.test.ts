import { afterEach, describe, expect, it } from 'vitest';
import { openFile, startTestContentApi, submit, updateOf, type TestContentApi } from '../../../tests/support/test-content-api.ts';
import type { BuildRun } from './site-updates.ts';

// The real content API over a temp copy of site/; only the build (a child process under npm start)
// is a function the test finishes by hand.
let t: TestContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const status = (t: TestContentApi, query = '', token = t.adminToken) => fetch(`${t.api.url}/site-status${query}`, { headers: { Authorization: `Bearer ${token}` } });

async function changePhone(t: TestContentApi, phone: string) {
  const opened = await openFile(t, 'site.json');
  const data = structuredClone(opened.data);
  data.business.phone = phone;
  const res = await submit(t, { summary: 'New phone', files: [updateOf(opened, 'site.json', data)] });
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /site-status: a save on its way to the live site', () => {
  it('numbers each save that changed a file, and says "updating", then "live" with the pages the build rendered', async () => {
    const builds: ((run: BuildRun) => void)[] = [];
    t = await startTestContentApi({}, {}, { liveBuild: () => new Promise((resolve) => builds.push(resolve)) });
    const saved = await changePhone(t, '(919) 555-0177');
    expect(saved).toMatchObject({ state: 'saved', siteUpdate: { save: 1 } });
    expect(builds).toHaveLength(1);
    expect(await (await status(t, '?save=1')).json()).toMatchObject({ state: 'updating', save: 1, pages: [] });

    builds[0]!({ ok: true, pages: ['/', '/about'] });
    const api = t;
    await expect.poll(async () => (await (await status(api, '?save=1')).json()).state).toBe('live');
    expect(await (await status(api, '?save=1')).json()).toMatchObject({ pages: ['/', '/about'] });

    // Sent twice, nothing changes on disk: no build, no number.
    const again = await changePhone(t, '(919) 555-0177');
    expect(again.state).toBe('saved');
    expect(again.siteUpdate).toBeUndefined();
    expect(builds).toHaveLength(1);

    // Undoing the change is a save too: another number, another build.
    const history = await (await fetch(`${api.api.url}/history/site.json`, { headers: { Authorization: `Bearer ${api.adminToken}` } })).json();
    const undone = await fetch(`${api.api.url}/history/site.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.adminToken}` },
      body: JSON.stringify({ undo: history.changes[0].undo, summary: 'Undo: New phone' }),
    });
    expect(await undone.json()).toMatchObject({ state: 'saved', siteUpdate: { save: 2 } });
    expect(builds).toHaveLength(2);
  });

  it('is for administrators only, like every other address', async () => {
    t = await startTestContentApi({}, {}, { liveBuild: async () => ({ ok: true, pages: [] }) });
    expect((await status(t, '', '')).status).toBe(401);
    expect((await status(t, '', t.crewToken)).status).toBe(401);
    expect((await status(t, '?save=abc')).status).toBe(400);
  });

  it('does not exist without the live build (the tests\' shared API, production)', async () => {
    t = await startTestContentApi();
    expect((await status(t)).status).toBe(404);
    expect((await changePhone(t, '(919) 555-0176')).siteUpdate).toBeUndefined();
  });
});
