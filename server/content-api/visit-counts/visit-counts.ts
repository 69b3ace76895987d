import { queryStats, StatsUnreachable, type StatsSettings } from './plausible-stats.ts';
import { visitReport } from './visit-report.ts';
import type { VisitCountsAnswer } from '../../../src/content/visit-counts-answer.ts';
import { weeksUpTo } from './weeks.ts';

/** GET /visit-counts's answers (decision 029): the week's numbers, or why there are none (the reason of a failure goes to the server's log, never to the page). */
export type VisitCounts = { answer(quoteKinds: string[]): Promise<VisitCountsAnswer> };

/** Plausible's numbers move by the minute at most: one report serves every dashboard opened within five. */
export const CACHE_MS = 5 * 60 * 1000;

type Options = { fetch?: typeof fetch; now?: () => Date; log?: (line: string) => void; cacheMs?: number };

/** The environment variable that holds the Stats API key (a server secret, never in site.json). */
export const KEY_VARIABLE = 'CONTENT_API_ANALYTICS_KEY';
/** How long a report is kept, in seconds (the tests' API keeps none: they count what they just sent). */
export const CACHE_VARIABLE = 'CONTENT_API_VISIT_COUNTS_CACHE_SECONDS';

/**
 * The owner's numbers as the environment sets them up: the site's Plausible host and domain
 * (config.ts) with the key, or "not set up" without either. A bad cache setting stops the start.
 */
export function visitCountsFrom(site: { host: string; domain: string } | undefined, env: Record<string, string | undefined>, log?: (line: string) => void): VisitCounts {
  const key = env[KEY_VARIABLE];
  const seconds = env[CACHE_VARIABLE];
  if (seconds !== undefined && seconds !== '' && !/^\d{1,5}$/.test(seconds)) throw new Error(`${CACHE_VARIABLE} is "${seconds}"; use a whole number of seconds (0 keeps no report).`);
  return createVisitCounts(site && key ? { ...site, key } : undefined, {
    ...(log ? { log } : {}),
    ...(seconds ? { cacheMs: Number(seconds) * 1000 } : {}),
  });
}

export function createVisitCounts(settings: StatsSettings | undefined, options: Options = {}): VisitCounts {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const cacheMs = options.cacheMs ?? CACHE_MS;
  const kept = new Map<string, { at: number; answer: Promise<VisitCountsAnswer> }>();

  async function fresh(quoteKinds: string[]): Promise<VisitCountsAnswer> {
    if (!settings) return { state: 'not-set-up' };
    const fetchedAt = now();
    try {
      const report = await visitReport((query) => queryStats(settings, query, options.fetch), weeksUpTo(fetchedAt), quoteKinds);
      return { state: 'ready', fetchedAt: fetchedAt.toISOString(), ...report };
    } catch (error) {
      if (!(error instanceof StatsUnreachable)) throw error;
      log(`Visit counts: ${error.message}`);
      return { state: 'unreachable' };
    }
  }

  return {
    answer(quoteKinds) {
      const key = [...quoteKinds].sort().join(',');
      const at = now().getTime();
      const held = kept.get(key);
      // A report being fetched is shared; an unreachable host is asked again at the next request.
      if (held && at - held.at < cacheMs) return held.answer;
      const answer = fresh(quoteKinds);
      kept.set(key, { at, answer });
      const forget = () => kept.get(key)?.answer === answer && kept.delete(key);
      void answer.then((result) => result.state === 'ready' || forget(), forget);
      return answer;
    },
  };
}
