// The body of a Stats API v2 query, read and checked: the part of Plausible's API the content API sends (decision 029).

export const METRICS = ['visitors', 'events', 'pageviews'] as const;
export type Metric = (typeof METRICS)[number];

/** time:week, event:goal, event:page or event:props:<name>: what results are grouped by. */
export type Dimension = string;
/** Only "is" is answered: the event's value of `dimension` is one of `values`. */
export type Filter = { dimension: string; values: string[] };

export type StatsQuery = {
  siteId: string;
  metrics: Metric[];
  /** Days of the office's calendar (the site's time zone in Plausible), YYYY-MM-DD, both included. */
  from: string;
  to: string;
  dimensions: Dimension[];
  filters: Filter[];
};

export type ParsedQuery = { ok: true; query: StatsQuery } | { ok: false; error: string };

const KEYS = ['site_id', 'metrics', 'date_range', 'dimensions', 'filters'];
const GROUPED_BY = ['time:week', 'event:goal', 'event:page'];
const FILTERED_BY = ['event:name', 'event:goal', 'event:page'];
const NOT_HERE = 'is not supported by the stand-in';

const isProp = (dimension: string) => /^event:props:.+/.test(dimension);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A real calendar day: Date would quietly roll 2024-02-30 over to March. */
function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The body as a query, or the first thing in it the stand-in cannot answer, named in a sentence.
 * A key it does not know (order_by, include, pagination) is refused rather than ignored, so a
 * caller never mistakes an answer that skipped it for Plausible's.
 */
export function parseStatsQuery(body: Record<string, unknown>): ParsedQuery {
  const fail = (error: string): ParsedQuery => ({ ok: false, error });
  const unknown = Object.keys(body).find((key) => !KEYS.includes(key));
  if (unknown !== undefined) return fail(`The key \`${unknown}\` ${NOT_HERE}; send only ${KEYS.join(', ')}.`);

  const { site_id: siteId, metrics, date_range: range, dimensions = [], filters = [] } = body;
  if (typeof siteId !== 'string' || siteId === '') return fail('site_id is required: the domain the events were sent with.');

  if (!isStringList(metrics) || metrics.length === 0) return fail('metrics must be a list of metric names, e.g. ["visitors"].');
  const metric = metrics.find((name) => !(METRICS as readonly string[]).includes(name));
  if (metric !== undefined) return fail(`Metric \`${metric}\` ${NOT_HERE}; use ${METRICS.join(', ')}.`);

  if (!Array.isArray(range) || range.length !== 2 || !isDay(range[0]) || !isDay(range[1]) || range[0] > range[1]) {
    return fail('date_range must be two days, from and to, e.g. ["2024-01-01", "2024-01-31"]; other ranges are not supported by the stand-in.');
  }

  if (!isStringList(dimensions)) return fail('dimensions must be a list of dimension names, e.g. ["event:goal"].');
  const dimension = dimensions.find((name) => !GROUPED_BY.includes(name) && !isProp(name));
  if (dimension !== undefined) return fail(`Dimension \`${dimension}\` ${NOT_HERE}; use ${GROUPED_BY.join(', ')} or event:props:<name>.`);

  if (!Array.isArray(filters)) return fail('filters must be a list of filters, e.g. [["is", "event:goal", ["Phone tap"]]].');
  const read: Filter[] = [];
  for (const filter of filters) {
    if (!Array.isArray(filter) || filter.length !== 3) return fail(`The filter ${JSON.stringify(filter)} ${NOT_HERE}; write ["is", dimension, [values]].`);
    const [operator, on, values] = filter as unknown[];
    if (operator !== 'is') return fail(`Filter operator \`${String(operator)}\` ${NOT_HERE}; use "is".`);
    if (typeof on !== 'string' || (!FILTERED_BY.includes(on) && !isProp(on))) {
      return fail(`Filtering by \`${String(on)}\` ${NOT_HERE}; use ${FILTERED_BY.join(', ')} or event:props:<name>.`);
    }
    if (!isStringList(values)) return fail(`The values of the filter on ${on} must be a list of texts.`);
    read.push({ dimension: on, values });
  }

  return { ok: true, query: { siteId, metrics: metrics as Metric[], from: range[0], to: range[1], dimensions, filters: read } };
}
