import { describe, expect, it } from 'vitest';
import type { StatsQuery, StatsRow } from './plausible-stats';
import { visitReport } from './visit-report';
import { weeksUpTo } from './weeks';

const weeks = weeksUpTo(new Date('2026-12-09T12:00:00Z'));
const [w0, , , w3, w4] = weeks.mondays;

/** Plausible's answers, by the query asked: what each query groups and filters by picks its rows. */
function answers(query: StatsQuery): StatsRow[] {
  const dims = (query.dimensions ?? []).join(' ');
  const filters = JSON.stringify(query.filters ?? []);
  const row = (metrics: number[], ...dimensions: string[]) => ({ metrics, dimensions });
  if (dims === 'time:week') return [row([40], w4!), row([25], w3!), row([10], w0!)];
  if (dims === 'time:week event:props:town') return [row([9], w4!, 'goldsboro'), row([3], w3!, 'goldsboro'), row([30], w4!, '(none)'), row([2], w4!, 'kinston')];
  if (dims === 'time:week event:goal event:props:town') {
    return [row([2], w4!, 'Quote sent', 'goldsboro'), row([1], w4!, 'Quote sent', 'none'), row([5], w4!, 'Phone tap', 'goldsboro'), row([1], w3!, 'Application sent', '(none)'), row([4], '2026-10-05', 'Phone tap', 'goldsboro')];
  }
  if (filters.includes('event:props:kind')) return [row([20])];
  if (filters.includes('Quote step 2')) return [row([6])];
  if (filters.includes('"Quote sent"')) return [row([3])];
  if (filters.includes('Send failed')) return [row([2], 'quote', 'goldsboro'), row([1], 'contact', 'none')];
  if (filters.includes('Web vitals')) return [row([3], 'town', 'LCP', '1800'), row([1], 'town', 'LCP', '5200')];
  throw new Error(`not expected: ${JSON.stringify(query)}`);
}

describe('visitReport', () => {
  it('puts Plausible\'s answers together by town and week, the funnel, the failures and the speed', async () => {
    const asked: StatsQuery[] = [];
    const report = await visitReport(async (query) => (asked.push(query), answers(query)), weeks, ['town', 'contact']);
    const zeros = [0, 0, 0, 0, 0];
    expect(report).toEqual({
      weeks: ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07'],
      visitors: [10, 0, 0, 25, 40],
      towns: {
        goldsboro: { visitors: [0, 0, 0, 3, 9], quotes: [0, 0, 0, 0, 2], messages: zeros, applications: zeros, phoneTaps: [0, 0, 0, 0, 5] },
        kinston: { visitors: [0, 0, 0, 0, 2], quotes: zeros, messages: zeros, applications: zeros, phoneTaps: zeros },
        // Pages of no town, and a form sent with none.
        '': { visitors: [0, 0, 0, 0, 30], quotes: [0, 0, 0, 0, 1], messages: zeros, applications: [0, 0, 0, 1, 0], phoneTaps: zeros },
      },
      funnel: { opened: 20, step2: 6, sent: 3 },
      failures: [{ form: 'contact', town: '', count: 1 }, { form: 'quote', town: 'goldsboro', count: 2 }],
      speed: [{ kind: 'town', vitals: [{ metric: 'LCP', p75: 1800, rating: 'good', samples: 4 }] }],
    });
    // The funnel's first step counts the pages of the kinds asked for, this week only.
    expect(asked.find((query) => JSON.stringify(query.filters ?? []).includes('event:props:kind'))).toEqual({
      metrics: ['visitors'],
      date_range: ['2026-12-07', '2026-12-09'],
      filters: [['is', 'event:name', ['pageview']], ['is', 'event:props:kind', ['town', 'contact']]],
    });
  });

  it('asks nothing for the funnel\'s first step when no page kind carries the quote form', async () => {
    const asked: StatsQuery[] = [];
    const report = await visitReport(async (query) => (asked.push(query), answers(query)), weeks, []);
    expect(report.funnel.opened).toBe(0);
    expect(asked).toHaveLength(7);
  });
});
