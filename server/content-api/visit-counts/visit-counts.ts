import { queryStats, StatsUnreachable, type StatsSettings } from './plausible-stats.ts';
import { visitReport } from './visit-report.ts';
import type { VisitCountsAnswer } from '../../../src/content/visit-counts-answer.ts';
import { weeksUpTo } from './weeks.ts';

/** GET /visit-counts's answers (decision 029): the week's numbers, or why there are none (the reason of a failure goes to the server's log, never to the page). */
/** `quoteKinds`: the kinds of page that carry the quote form, read from the content only when a report is made. */
export type VisitCounts = { answer(quoteKinds: () => Promise<string[]>): Promise<VisitCountsAnswer> };

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
  // The host is content (site.json), which the studio can change: the key goes over https only, or to
  // this machine. Otherwise the numbers are not set up (said in the log): the studio itself works on.
  const safe = site !== undefined && keySafeAt(site.host);
  if (site && key && !safe) (log ?? console.error)(`Visit counts are off: ${KEY_VARIABLE} is set, but the host "${site.host}" is not https, so the key would travel in the clear. Use an https:// host in integrations.analytics of site/site.json (or VITE_ANALYTICS_HOST).`);
  return createVisitCounts(site && key && safe ? { ...site, key } : undefined, {
    ...(log ? { log } : {}),
    ...(seconds ? { cacheMs: Number(seconds) * 1000 } : {}),
  });
}

/** https, or plain http to this machine (the stand-in). */
function keySafeAt(host: string): boolean {
  const url = URL.canParse(host) ? new URL(host) : null;
  return url !== null && (url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)));
}

export function createVisitCounts(settings: StatsSettings | undefined, options: Options = {}): VisitCounts {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const cacheMs = options.cacheMs ?? CACHE_MS;
  let kept: { at: number; answer: Promise<VisitCountsAnswer> } | undefined;

  async function fresh(quoteKinds: () => Promise<string[]>): Promise<VisitCountsAnswer> {
    if (!settings) return { state: 'not-set-up' };
    const fetchedAt = now();
    try {
      const report = await visitReport((query) => queryStats(settings, query, options.fetch), weeksUpTo(fetchedAt), await quoteKinds());
      return { state: 'ready', fetchedAt: fetchedAt.toISOString(), ...report };
    } catch (error) {
      if (!(error instanceof StatsUnreachable)) throw error;
      log(`Visit counts: ${error.message}`);
      return { state: 'unreachable' };
    }
  }

  return {
    answer(quoteKinds) {
      const at = now().getTime();
      // A report being fetched is shared; an unreachable host is asked again at the next request.
      if (kept && at - kept.at < cacheMs) return kept.answer;
      const answer = fresh(quoteKinds);
      const held = { at, answer };
      kept = held;
      const forget = () => {
        if (kept === held) kept = undefined;
      };
      void answer.then((result) => result.state === 'ready' || forget(), forget);
      return answer;
    },
  };
}
