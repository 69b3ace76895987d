import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitorId } from './analytics.ts';
import { ALLOWED_ORIGIN, postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

let standIn: TestStandIn;
beforeEach(async () => {
  standIn = await startTestStandIn();
});
afterEach(() => standIn.stop());

const event = { name: 'Phone tap', url: 'http://127.0.0.1:4173/goldsboro', domain: 'www.cedarcreeklawn.example', referrer: null, props: { place: 'hero', town: 'goldsboro' } };
const recorded = async () => (await fetch(`${standIn.url}/__control/analytics`)).json();

describe("POST /api/event (Plausible's Events API)", () => {
  it('records a page\'s event as one line of analytics.jsonl, sent as text/plain like the page sends it, and the control reads and empties them', async () => {
    const res = await fetch(`${standIn.url}/api/event`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: ALLOWED_ORIGIN }, body: JSON.stringify(event) });
    expect(res.status).toBe(202);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const lines = (await readFile(join(standIn.dataDir, 'analytics.jsonl'), 'utf8')).trim().split('\n');
    const entry = { receivedAt: expect.any(String), ...event, visitor: expect.stringMatching(/^[0-9a-f]{16}$/) };
    expect(lines.map((line) => JSON.parse(line))).toEqual([entry]);
    expect(await recorded()).toEqual([entry]);
    expect((await fetch(`${standIn.url}/__control/analytics`, { method: 'DELETE' })).status).toBe(204);
    expect(await recorded()).toEqual([]);
  });

  it.each([
    [{ ...event, name: '' }, 'The name of the event is required.'],
    [{ ...event, domain: undefined }, 'The domain of the event is required.'],
    [{ ...event, props: { place: 3 } }, 'props must be an object of texts.'],
    ['[1]', 'The body must be a JSON object.'],
  ])('refuses %j and records nothing', async (body, words) => {
    const res = await postJson(`${standIn.url}/api/event`, body);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(words);
    expect(await recorded()).toEqual([]);
  });

  it("refuses another site's page", async () => {
    const res = await fetch(`${standIn.url}/api/event`, { method: 'POST', headers: { Origin: 'https://elsewhere.example' }, body: JSON.stringify(event) });
    expect(res.status).toBe(403);
    expect(await recorded()).toEqual([]);
  });
});

describe("the visitor id (Plausible's daily-salted hash, no cookie)", () => {
  const parts = { receivedAt: '2024-05-06T09:00:00.000Z', domain: 'www.cedarcreeklawn.example', address: '203.0.113.5', userAgent: 'Phone' };

  it('is the same for one browser all day, and another for another day, browser, address, site or salt', () => {
    const id = visitorId(parts, 'salt');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorId({ ...parts, receivedAt: '2024-05-06T23:59:59.999Z' }, 'salt')).toBe(id);
    for (const other of [{ receivedAt: '2024-05-07T00:00:00.000Z' }, { userAgent: 'Desktop' }, { address: '203.0.113.6' }, { domain: 'other.example' }]) {
      expect(visitorId({ ...parts, ...other }, 'salt')).not.toBe(id);
    }
    expect(visitorId(parts, 'another salt')).not.toBe(id);
  });

  it('is recorded from the User-Agent and the first X-Forwarded-For entry, else the socket', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${standIn.url}/api/event`, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...headers }, body: JSON.stringify(event) });
    await send({ 'User-Agent': 'Phone' });
    await send({ 'User-Agent': 'Phone' });
    await send({ 'User-Agent': 'Desktop' });
    await send({ 'User-Agent': 'Phone', 'X-Forwarded-For': '203.0.113.5, 10.0.0.1' });
    await send({ 'User-Agent': 'Phone', 'X-Forwarded-For': '203.0.113.5' });
    const ids = ((await recorded()) as { visitor: string }[]).map((entry) => entry.visitor);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[3]).toBe(ids[4]);
    expect(new Set(ids).size).toBe(3);
  });
});
