/**
 * Plausible's Stats API v2 (`POST {host}/api/v2/query`, `Authorization: Bearer {key}`), called by the
 * content API only: the key is a server secret and never reaches a browser (decision 029).
 */
export type StatsSettings = {
  /** Where Plausible runs: https://plausible.io, or a self-hosted Community Edition. */
  host: string;
  /** The site's name in Plausible (its `site_id`). */
  domain: string;
  /** A Stats API key (Plausible: Settings → API keys). */
  key: string;
};

export type Filter = ['is', string, string[]];

export type StatsQuery = {
  metrics: string[];
  date_range: [string, string];
  dimensions?: string[];
  filters?: Filter[];
};

export type StatsRow = { metrics: number[]; dimensions: string[] };

/** The host did not answer, refused the key, or answered something that is not a Stats API answer. */
export class StatsUnreachable extends Error {}

/** Slower than this, the owner reads "could not be reached" instead of waiting. */
const ANSWER_WITHIN_MS = 8_000;

export async function queryStats(settings: StatsSettings, query: StatsQuery, fetchImpl: typeof fetch = fetch): Promise<StatsRow[]> {
  const url = `${settings.host.replace(/\/+$/, '')}/api/v2/query`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ site_id: settings.domain, ...query }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  } catch (error) {
    throw new StatsUnreachable(`${url} did not answer: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new StatsUnreachable(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  const results = (parseOrNull(text) as { results?: unknown } | null)?.results;
  if (!Array.isArray(results) || !results.every(isRow)) throw new StatsUnreachable(`${url} answered something that is not a Stats API v2 answer: ${text.slice(0, 300)}`);
  return results;
}

const isRow = (row: unknown): row is StatsRow =>
  typeof row === 'object' && row !== null &&
  Array.isArray((row as StatsRow).metrics) && (row as StatsRow).metrics.every((n) => typeof n === 'number') &&
  Array.isArray((row as StatsRow).dimensions) && (row as StatsRow).dimensions.every((d) => typeof d === 'string');

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
