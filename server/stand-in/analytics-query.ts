import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { CLOSE_AFTER, jsonAnswer } from '../http/answers.ts';
import type { AnalyticsLog } from './analytics.ts';
import { parseStatsQuery } from './analytics-query-body.ts';
import { countStats } from './analytics-stats.ts';
import { readObjectBody, REFUSED } from './object-body.ts';

/** The Stats API key the stand-in accepts unless STAND_IN_ANALYTICS_KEY names another. */
export const DEFAULT_ANALYTICS_KEY = 'stand-in-stats-key';

/** A query is a few names and dates; 16 KiB leaves room for long filter lists. */
export const QUERY_MAX_BYTES = 16 * 1024;

/** Plausible's own words for a missing or wrong key, so the content API meets the same answer. */
export const INVALID_KEY = "Invalid API key. Please make sure you're using a valid API key with access to the resource you've requested.";

/** Whether the Stats API pretends to be down (POST /__control/stats-failure): the owner's "cannot be reached" words, tested. */
export type StatsState = { fail: boolean };

/** Compared as digests, so the time taken does not tell how much of a guess was right. */
function sameKey(sent: string, key: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * Answers Plausible's Stats API v2: POST /api/v2/query with a Bearer key, counted from the events
 * the stand-in recorded. Errors are JSON {error} as Plausible's are; what the stand-in cannot
 * answer is a 400 naming it, never a quietly wrong number.
 */
export function createQueryHandler(log: AnalyticsLog, key: string, state: StatsState = { fail: false }) {
  return async (c: Context): Promise<Response> => {
    if (state.fail) return jsonAnswer(c, 503, { error: 'The stand-in\'s Stats API is switched off for a test (POST /__control/stats-failure {"fail": false} switches it on).' }, CLOSE_AFTER);
    const sent = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Answered before the body is read, so the socket is closed to discard the rest.
    if (sent === undefined || !sameKey(sent, key)) return jsonAnswer(c, 401, { error: INVALID_KEY }, CLOSE_AFTER);

    const body = await readObjectBody(c.req.raw, QUERY_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') return jsonAnswer(c, 413, { error: 'The query is larger than 16 KiB.' }, CLOSE_AFTER);
    if (!body.ok) return jsonAnswer(c, 400, { error: REFUSED[body.problem] });
    if (!body.data) return jsonAnswer(c, 400, { error: 'The body must be a JSON object: the query.' });

    const parsed = parseStatsQuery(body.data);
    if (!parsed.ok) return jsonAnswer(c, 400, { error: parsed.error });
    const results = countStats(await log.read(), parsed.query);
    return jsonAnswer(c, 200, { results, meta: {}, query: body.data });
  };
}
