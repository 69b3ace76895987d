import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from '../../stand-in/analytics.ts';
import { startTestStandIn, type TestStandIn } from '../../../tests/support/test-stand-in.ts';
import { CACHE_MS, createVisitCounts, visitCountsFrom } from './visit-counts';

// The owner's numbers asked of the stand-in's Stats API over HTTP: what it recorded is what the report
// says (issue #39). Wednesday 9 December 2026; the week began on Monday the 7th.
const SITE = 'www.cedarcreeklawn.example';
const NOW = new Date('2026-12-09T15:00:00Z');
const event = (day: string, name: string, props: Record<string, string>, visitor: string): AnalyticsEntry =>
  ({ receivedAt: `${day}T10:00:00.000Z`, name, url: `https://${SITE}/goldsboro`, domain: SITE, referrer: null, props, visitor });
const EVENTS = [
  event('2026-12-07', 'pageview', { kind: 'town', town: 'goldsboro' }, 'ann'),
  event('2026-12-07', 'Quote step 2', { town: 'goldsboro' }, 'ann'),
  event('2026-12-07', 'Quote sent', { town: 'goldsboro', page: '/goldsboro' }, 'ann'),
  event('2026-12-08', 'pageview', { kind: 'town', town: 'goldsboro' }, 'bob'),
  event('2026-12-08', 'Phone tap', { place: 'town contact', town: 'goldsboro' }, 'bob'),
  event('2026-12-08', 'pageview', { kind: 'contact' }, 'cal'),
  event('2026-12-08', 'Quote step 2', { town: 'none' }, 'cal'),
  event('2026-12-08', 'Send failed', { form: 'quote', reason: 'refused', town: 'none' }, 'cal'),
  event('2026-12-08', 'Web vitals', { metric: 'LCP', value: '1900', rating: 'good', kind: 'town' }, 'bob'),
  event('2026-11-24', 'pageview', { kind: 'town', town: 'goldsboro' }, 'dee'),
  event('2026-11-24', 'Application sent', { town: 'none', page: '/about/careers' }, 'dee'),
];
const KEY = 'stand-in-stats-key';
/** No page kind carries the quote form: the funnel's first step is not asked. */
const none = async () => [];

let standIn: TestStandIn;
beforeAll(async () => {
  standIn = await startTestStandIn();
  await writeFile(join(standIn.dataDir, 'analytics.jsonl'), EVENTS.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
});
afterAll(() => standIn.stop());

describe('the visit counts from the stand-in', () => {
  it('says what the stand-in recorded, by town and week, with the funnel, the failures and the speed', async () => {
    const counts = createVisitCounts({ host: standIn.url, domain: SITE, key: KEY }, { now: () => NOW });
    const zeros = [0, 0, 0, 0, 0];
    expect(await counts.answer(async () => ['town', 'contact'])).toEqual({
      state: 'ready',
      fetchedAt: NOW.toISOString(),
      weeks: ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07'],
      visitors: [0, 0, 1, 0, 3],
      towns: {
        goldsboro: { visitors: [0, 0, 1, 0, 2], quotes: [0, 0, 0, 0, 1], messages: zeros, applications: zeros, phoneTaps: [0, 0, 0, 0, 1] },
        '': { visitors: [0, 0, 0, 0, 1], quotes: zeros, messages: zeros, applications: [0, 0, 1, 0, 0], phoneTaps: zeros },
      },
      funnel: { opened: 3, step2: 2, sent: 1 },
      failures: [{ form: 'quote', town: '', count: 1 }],
      speed: [{ kind: 'town', vitals: [{ metric: 'LCP', p75: 1900, rating: 'good', samples: 1 }] }],
    });
  });

  it('keeps a report for five minutes, then asks again', async () => {
    let now = NOW.getTime();
    const counts = createVisitCounts({ host: standIn.url, domain: SITE, key: KEY }, { now: () => new Date(now) });
    const first = await counts.answer(none);
    await appendFile(join(standIn.dataDir, 'analytics.jsonl'), `${JSON.stringify(event('2026-12-09', 'pageview', { kind: 'home' }, 'eve'))}\n`);
    now += CACHE_MS - 1;
    expect(await counts.answer(none)).toBe(first);
    now += 1;
    expect(await counts.answer(none)).toMatchObject({ state: 'ready', visitors: [0, 0, 1, 0, 4] });
  });

  it('is not set up without a host or a key, and says why a host cannot be reached in the log only', async () => {
    const settings = { host: standIn.url, domain: SITE };
    expect(await visitCountsFrom(undefined, { CONTENT_API_ANALYTICS_KEY: KEY }).answer(none)).toEqual({ state: 'not-set-up' });
    expect(await visitCountsFrom(settings, {}).answer(none)).toEqual({ state: 'not-set-up' });
    const logged: string[] = [];
    const wrongKey = visitCountsFrom(settings, { CONTENT_API_ANALYTICS_KEY: 'not-the-key' }, (line) => logged.push(line));
    expect(await wrongKey.answer(none)).toEqual({ state: 'unreachable' });
    expect(logged.join('\n')).toContain('answered 401');
    // A host that does not listen (the stand-in's port after it stopped).
    const gone = await startTestStandIn();
    await gone.stop();
    const closed = visitCountsFrom({ host: gone.url, domain: SITE }, { CONTENT_API_ANALYTICS_KEY: KEY }, (line) => logged.push(line));
    expect(await closed.answer(none)).toEqual({ state: 'unreachable' });
    expect(logged.at(-1)).toContain('did not answer');
  });

  it('asks an unreachable host again at the next request, and refuses a cache setting that is not a number', async () => {
    let up = false;
    const counts = createVisitCounts({ host: standIn.url, domain: SITE, key: KEY }, {
      now: () => NOW,
      log: () => {},
      fetch: (url, init) => (up ? fetch(url, init) : Promise.reject(new Error('connect ECONNREFUSED'))),
    });
    expect(await counts.answer(none)).toEqual({ state: 'unreachable' });
    up = true;
    expect(await counts.answer(none)).toMatchObject({ state: 'ready' });
    expect(() => visitCountsFrom(undefined, { CONTENT_API_VISIT_COUNTS_CACHE_SECONDS: 'five' })).toThrow(/CONTENT_API_VISIT_COUNTS_CACHE_SECONDS is "five"/);
  });

  it('never sends the key over plain http to another machine: not set up, and the log says why', async () => {
    const logged: string[] = [];
    let asked = false;
    const counts = visitCountsFrom({ host: 'http://stats.example', domain: SITE }, { CONTENT_API_ANALYTICS_KEY: KEY }, (line) => logged.push(line));
    expect(await counts.answer(async () => ((asked = true), []))).toEqual({ state: 'not-set-up' });
    expect(asked).toBe(false);
    expect(logged).toEqual([expect.stringMatching(/host "http:\/\/stats.example" is not https, so the key would travel in the clear/)]);
  });
});
