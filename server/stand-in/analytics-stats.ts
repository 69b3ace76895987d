import type { AnalyticsEntry } from './analytics.ts';
import type { Metric, StatsQuery } from './analytics-query-body.ts';
import { calendarDay } from '../../src/content/upcoming-events.ts';

export type StatsResult = { metrics: number[]; dimensions: string[] };

/** What Plausible names an event that lacks the prop a query groups by. */
export const NO_VALUE = '(none)';

/**
 * The day an event happened in the site's time zone in Plausible, which the README asks to set to
 * the office's (Eastern): the stand-in counts as that site does.
 */
const dayOf = (entry: AnalyticsEntry) => calendarDay(new Date(entry.receivedAt));

/** The Monday of the week holding `day` (YYYY-MM-DD): Plausible's weeks start on Monday. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The path of the page, as Plausible's event:page; a url that cannot be read is kept as sent. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * The event's value of a dimension, or undefined when the event has none and is left out of the
 * query: a pageview has no goal, since the site's goals are its custom events.
 */
function valueOf(entry: AnalyticsEntry, dimension: string): string | undefined {
  if (dimension === 'time:week') return mondayOf(dayOf(entry));
  if (dimension === 'event:name') return entry.name;
  if (dimension === 'event:goal') return entry.name === 'pageview' ? undefined : entry.name;
  if (dimension === 'event:page') return pathOf(entry.url);
  return entry.props[dimension.slice('event:props:'.length)] ?? NO_VALUE;
}

type Group = { dimensions: string[]; events: number; pageviews: number; visitors: Set<string> };

const metricOf = (group: Group, metric: Metric): number =>
  metric === 'visitors' ? group.visitors.size : metric === 'events' ? group.events : group.pageviews;

function compare(a: StatsResult, b: StatsResult): number {
  const byFirst = b.metrics[0]! - a.metrics[0]!;
  if (byFirst !== 0) return byFirst;
  for (let i = 0; i < a.dimensions.length; i++) {
    if (a.dimensions[i] !== b.dimensions[i]) return a.dimensions[i]! < b.dimensions[i]! ? -1 : 1;
  }
  return 0;
}

/**
 * Plausible's answer to a query, counted from the recorded events. Results are sorted by the first
 * metric, largest first, then by their dimensions, so tests can compare them whole.
 */
export function countStats(entries: AnalyticsEntry[], query: StatsQuery): StatsResult[] {
  const groups = new Map<string, Group>();
  entries.forEach((entry, line) => {
    if (entry.domain !== query.siteId) return;
    const day = dayOf(entry);
    if (day < query.from || day > query.to) return;
    const passes = query.filters.every((filter) => {
      const value = valueOf(entry, filter.dimension);
      return value !== undefined && filter.values.includes(value);
    });
    if (!passes) return;
    const dimensions = query.dimensions.map((dimension) => valueOf(entry, dimension));
    if (dimensions.some((value) => value === undefined)) return;

    const key = JSON.stringify(dimensions);
    const group = groups.get(key) ?? { dimensions: dimensions as string[], events: 0, pageviews: 0, visitors: new Set<string>() };
    groups.set(key, group);
    group.events += 1;
    if (entry.name === 'pageview') group.pageviews += 1;
    // A line recorded before visitor ids existed counts as a visitor of its own.
    group.visitors.add(entry.visitor ?? `line ${line}`);
  });

  // Without dimensions Plausible answers one row, of zeros when nothing was counted.
  if (query.dimensions.length === 0 && groups.size === 0) {
    groups.set('[]', { dimensions: [], events: 0, pageviews: 0, visitors: new Set() });
  }
  const results = [...groups.values()].map((group) => ({ metrics: query.metrics.map((metric) => metricOf(group, metric)), dimensions: group.dimensions }));
  return results.sort(compare);
}
