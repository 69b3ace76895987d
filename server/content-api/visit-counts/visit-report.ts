import { noCounts, type Measure, type VisitReport, type WeekCounts } from '../../../src/content/visit-counts-answer.ts';
import { speedByKind } from './speed.ts';
import type { Filter, StatsQuery, StatsRow } from './plausible-stats.ts';
import type { Weeks } from './weeks.ts';

/**
 * The owner's week on the website (issue #39), asked of Plausible's Stats API v2 in eight queries
 * and put together here. Every goal is one of the events the pages send, by the README's names
 * (decision 029), so the owner sets Plausible's goals once.
 */
export const COUNTED_GOALS = { quotes: 'Quote sent', messages: 'Message sent', applications: 'Application sent', phoneTaps: 'Phone tap' } as const;
export type RunQuery = (query: StatsQuery) => Promise<StatsRow[]>;

/** What Plausible answers for an event without the prop a query groups by. */
const NO_PROP = '(none)';
/** A town prop that names no town: "none" (a form sent without one) or no prop at all. */
const townOf = (value: string | undefined) => (!value || value === 'none' || value === NO_PROP ? '' : value);
const is = (dimension: string, values: string[]): Filter => ['is', dimension, values];
const single = (rows: StatsRow[]) => rows[0]?.metrics[0] ?? 0;

/** `quoteKinds`: the page kinds that carry the quote form (the studio derives them from the content). */
export async function visitReport(run: RunQuery, weeks: Weeks, quoteKinds: string[]): Promise<VisitReport> {
  const goals = Object.values(COUNTED_GOALS);
  const [visitors, townVisitors, townGoals, opened, step2, sent, failures, vitals] = await Promise.all([
    run({ metrics: ['visitors'], date_range: weeks.all, dimensions: ['time:week'] }),
    run({ metrics: ['visitors'], date_range: weeks.all, dimensions: ['time:week', 'event:props:town'], filters: [is('event:name', ['pageview'])] }),
    run({ metrics: ['events'], date_range: weeks.all, dimensions: ['time:week', 'event:goal', 'event:props:town'], filters: [is('event:goal', goals)] }),
    quoteKinds.length ? run({ metrics: ['visitors'], date_range: weeks.thisWeek, filters: [is('event:name', ['pageview']), is('event:props:kind', quoteKinds)] }) : Promise.resolve([]),
    run({ metrics: ['visitors'], date_range: weeks.thisWeek, filters: [is('event:goal', ['Quote step 2'])] }),
    run({ metrics: ['visitors'], date_range: weeks.thisWeek, filters: [is('event:goal', ['Quote sent'])] }),
    run({ metrics: ['events'], date_range: weeks.thisWeek, dimensions: ['event:props:form', 'event:props:town'], filters: [is('event:goal', ['Send failed'])] }),
    run({ metrics: ['events'], date_range: weeks.all, dimensions: ['event:props:kind', 'event:props:metric', 'event:props:value'], filters: [is('event:goal', ['Web vitals'])] }),
  ]);

  const weekIndex = (monday: string | undefined) => weeks.mondays.indexOf(monday ?? '');
  const towns: Record<string, WeekCounts> = {};
  const townCounts = (slug: string) => (towns[slug] ??= noCounts(weeks.mondays.length));
  for (const { metrics, dimensions: [monday, town] } of townVisitors) {
    const week = weekIndex(monday);
    if (week >= 0) townCounts(townOf(town)).visitors[week]! += metrics[0] ?? 0;
  }
  const measureOf = Object.fromEntries(Object.entries(COUNTED_GOALS).map(([measure, goal]) => [goal, measure as Measure]));
  for (const { metrics, dimensions: [monday, goal, town] } of townGoals) {
    const week = weekIndex(monday);
    const measure = measureOf[goal ?? ''];
    if (week >= 0 && measure) townCounts(townOf(town))[measure][week]! += metrics[0] ?? 0;
  }

  const perWeek = weeks.mondays.map(() => 0);
  for (const { metrics, dimensions: [monday] } of visitors) {
    const week = weekIndex(monday);
    if (week >= 0) perWeek[week] = metrics[0] ?? 0;
  }

  return {
    weeks: weeks.mondays,
    visitors: perWeek,
    towns,
    funnel: { opened: single(opened), step2: single(step2), sent: single(sent) },
    failures: failures
      .map(({ metrics, dimensions: [form, town] }) => ({ form: form === NO_PROP ? '' : form ?? '', town: townOf(town), count: metrics[0] ?? 0 }))
      .sort((a, b) => a.form.localeCompare(b.form) || a.town.localeCompare(b.town)),
    speed: speedByKind(vitals.map(({ metrics, dimensions: [kind, metric, value] }) => ({ kind: kind ?? '', metric: metric ?? '', value: value ?? '', count: metrics[0] ?? 0 }))),
  };
}
