import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    expect(lines.map((line) => JSON.parse(line))).toEqual([{ receivedAt: expect.any(String), ...event }]);
    expect(await recorded()).toEqual([{ receivedAt: expect.any(String), ...event }]);
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
