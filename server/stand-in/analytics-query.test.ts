import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from './analytics.ts';
import { INVALID_KEY } from './analytics-query.ts';
import { postJson, startTestStandIn, type TestStandIn } from '../../tests/support/test-stand-in.ts';

const SITE = 'www.cedarcreeklawn.example';
const at = (receivedAt: string, name: string, path: string, props: Record<string, string>, visitor?: string): AnalyticsEntry =>
  ({ receivedAt, name, url: `https://${SITE}${path}`, domain: SITE, referrer: null, props, ...(visitor ? { visitor } : {}) });

// 2024-05-05 and 2024-05-12 are Sundays; 2024-05-06 and 2024-05-13 Mondays. Times are UTC; the days
// are the office's (Eastern, UTC−4 in May), as Plausible counts them for a site in that time zone.
const EVENTS: AnalyticsEntry[] = [
  at('2024-05-06T08:00:00.000Z', 'pageview', '/goldsboro', { kind: 'town', town: 'goldsboro' }, 'a'),
  at('2024-05-06T09:00:00.000Z', 'pageview', '/', { kind: 'home' }, 'a'),
  at('2024-05-06T09:05:00.000Z', 'Phone tap', '/goldsboro', { place: 'hero', town: 'goldsboro' }, 'a'),
  at('2024-05-13T03:59:59.999Z', 'pageview', '/goldsboro', { kind: 'town', town: 'goldsboro' }, 'b'),
  at('2024-05-13T04:00:00.000Z', 'Quote sent', '/quote', { town: 'goldsboro', page: '/quote' }, 'b next day'),
  // Recorded before visitor ids: each counts as a visitor of its own.
  at('2024-05-05T10:00:00.000Z', 'Phone tap', '/kinston', { place: 'header' }),
  at('2024-05-05T11:00:00.000Z', 'Phone tap', '/kinston', { place: 'header' }),
  { ...at('2024-05-06T08:00:00.000Z', 'pageview', '/', {}, 'c'), domain: 'other.example' },
  at('2024-05-05T03:59:59.999Z', 'pageview', '/', {}, 'd'),
  at('2024-05-14T04:00:00.000Z', 'pageview', '/', {}, 'e'),
];
const RANGE = ['2024-05-05', '2024-05-13'];
const KEY = { Authorization: 'Bearer stand-in-stats-key' };

let standIn: TestStandIn;
beforeAll(async () => {
  standIn = await startTestStandIn();
  await writeFile(join(standIn.dataDir, 'analytics.jsonl'), EVENTS.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
});
afterAll(() => standIn.stop());

const ask = (body: unknown, headers: Record<string, string> = KEY) => postJson(`${standIn.url}/api/v2/query`, body, headers);
async function results(query: Record<string, unknown>) {
  const res = await ask({ site_id: SITE, date_range: RANGE, ...query });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: unknown }).results;
}

describe("POST /api/v2/query (Plausible's Stats API v2)", () => {
  it('answers the metrics in the order asked, with the query as received', async () => {
    const body = { site_id: SITE, metrics: ['pageviews', 'visitors', 'events'], date_range: RANGE };
    const res = await ask(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: [{ metrics: [3, 5, 7], dimensions: [] }], meta: {}, query: body });
  });

  it('counts only the site asked for, and one row of zeros for a site with nothing', async () => {
    expect(await results({ site_id: 'other.example', metrics: ['visitors', 'events'] })).toEqual([{ metrics: [1, 1], dimensions: [] }]);
    expect(await results({ site_id: 'unknown.example', metrics: ['visitors'] })).toEqual([{ metrics: [0], dimensions: [] }]);
  });

  it.each([
    [['2024-05-12', '2024-05-12'], 1],
    [['2024-05-13', '2024-05-13'], 1],
    [['2024-05-04', '2024-05-04'], 1],
    [['2024-05-06', '2024-05-12'], 4],
  ])('includes both office days (Eastern) of date_range %j', async (range, events) => {
    expect(await results({ metrics: ['events'], date_range: range })).toEqual([{ metrics: [events], dimensions: [] }]);
  });

  it('groups by time:week under the Monday of each office day (Eastern: UTC−4 in May)', async () => {
    expect(await results({ metrics: ['events'], dimensions: ['time:week'] })).toEqual([
      { metrics: [4], dimensions: ['2024-05-06'] },
      { metrics: [2], dimensions: ['2024-04-29'] },
      { metrics: [1], dimensions: ['2024-05-13'] },
    ]);
  });

  it('groups by event:goal, leaving pageviews out since they are no goal', async () => {
    expect(await results({ metrics: ['visitors', 'events', 'pageviews'], dimensions: ['event:goal'] })).toEqual([
      { metrics: [3, 3, 0], dimensions: ['Phone tap'] },
      { metrics: [1, 1, 0], dimensions: ['Quote sent'] },
    ]);
  });

  it('groups by event:page, the path of the url, sorted by the first metric then the dimensions', async () => {
    expect(await results({ metrics: ['pageviews'], dimensions: ['event:page'] })).toEqual([
      { metrics: [2], dimensions: ['/goldsboro'] },
      { metrics: [1], dimensions: ['/'] },
      { metrics: [0], dimensions: ['/kinston'] },
      { metrics: [0], dimensions: ['/quote'] },
    ]);
  });

  it('groups by a prop, with the events that lack it under (none), and by several dimensions at once', async () => {
    expect(await results({ metrics: ['events'], dimensions: ['event:props:town'] })).toEqual([
      { metrics: [4], dimensions: ['goldsboro'] },
      { metrics: [3], dimensions: ['(none)'] },
    ]);
    expect(await results({ metrics: ['events'], dimensions: ['event:goal', 'event:props:place'] })).toEqual([
      { metrics: [2], dimensions: ['Phone tap', 'header'] },
      { metrics: [1], dimensions: ['Phone tap', 'hero'] },
      { metrics: [1], dimensions: ['Quote sent', '(none)'] },
    ]);
  });

  it.each([
    [[['is', 'event:name', ['pageview']]], 3],
    [[['is', 'event:goal', ['pageview']]], 0],
    [[['is', 'event:goal', ['Phone tap', 'Quote sent']]], 4],
    [[['is', 'event:page', ['/goldsboro']]], 3],
    [[['is', 'event:props:town', ['goldsboro']]], 4],
    [[['is', 'event:props:town', ['(none)']]], 3],
    [[['is', 'event:name', ['Phone tap']], ['is', 'event:props:place', ['header']]], 2],
  ])('filters %j (several are all applied)', async (filters, events) => {
    expect(await results({ metrics: ['events'], filters })).toEqual([{ metrics: [events], dimensions: [] }]);
  });

  it.each<Record<string, string>>([{}, { Authorization: 'Bearer wrong' }, { Authorization: 'Basic stand-in-stats-key' }])('refuses the key in %j with 401', async (headers) => {
    const res = await ask({ site_id: SITE, metrics: ['visitors'], date_range: RANGE }, headers);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: INVALID_KEY });
  });

  it('takes its key from the analyticsKey option', async () => {
    const other = await startTestStandIn({ analyticsKey: 'another key' });
    const body = JSON.stringify({ site_id: SITE, metrics: ['visitors'], date_range: RANGE });
    const send = (key: string) => fetch(`${other.url}/api/v2/query`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body });
    expect((await send('another key')).status).toBe(200);
    expect((await send('stand-in-stats-key')).status).toBe(401);
    await other.stop();
  });

  const base = { site_id: SITE, metrics: ['visitors'], date_range: RANGE };
  it.each<[unknown, string]>([
    ['not json', 'The body must be a JSON object: the query.'],
    [{ ...base, site_id: undefined }, 'site_id is required: the domain the events were sent with.'],
    [{ ...base, metrics: ['bounce_rate'] }, 'Metric `bounce_rate` is not supported by the stand-in; use visitors, events, pageviews.'],
    [{ ...base, dimensions: ['visit:source'] }, 'Dimension `visit:source` is not supported by the stand-in; use time:week, event:goal, event:page or event:props:<name>.'],
    [{ ...base, filters: [['contains', 'event:page', ['/g']]] }, 'Filter operator `contains` is not supported by the stand-in; use "is".'],
    [{ ...base, filters: [['is', 'visit:source', ['Google']]] }, 'Filtering by `visit:source` is not supported by the stand-in; use event:name, event:goal, event:page or event:props:<name>.'],
    [{ ...base, order_by: [['visitors', 'desc']] }, 'The key `order_by` is not supported by the stand-in; send only site_id, metrics, date_range, dimensions, filters.'],
    ...['7d', ['2024-05-13', '2024-05-05'], ['2024-02-30', '2024-03-01']].map((range): [unknown, string] => [
      { ...base, date_range: range },
      'date_range must be two days, from and to, e.g. ["2024-01-01", "2024-01-31"]; other ranges are not supported by the stand-in.',
    ]),
  ])('answers 400 to %j', async (body, error) => {
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it('answers 413 to a query over 16 KiB', async () => {
    const res = await ask({ ...base, filters: [['is', 'event:page', ['/'.repeat(17 * 1024)]]] });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The query is larger than 16 KiB.' });
  });

  it("refuses another site's page, as the events route does", async () => {
    expect((await ask(base, { ...KEY, Origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('answers 503 while a test has switched it off, and again once switched on', async () => {
    const switchTo = (fail: unknown) => postJson(`${standIn.url}/__control/stats-failure`, { fail });
    expect((await switchTo('yes')).status).toBe(400);
    expect((await switchTo(true)).status).toBe(200);
    expect((await ask({ site_id: SITE, metrics: ['events'], date_range: RANGE })).status).toBe(503);
    expect((await switchTo(false)).status).toBe(200);
    expect((await ask({ site_id: SITE, metrics: ['events'], date_range: RANGE })).status).toBe(200);
  });
});
