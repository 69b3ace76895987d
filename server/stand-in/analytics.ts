import type { Context } from 'hono';
import { CLOSE_AFTER, textAnswer } from '../http/answers.ts';
import { readObjectBody, REFUSED } from './object-body.ts';
import { createJsonLines, type JsonLines } from './outbox.ts';

/** An event is a few short strings; Plausible refuses large bodies too. */
export const EVENT_MAX_BYTES = 8 * 1024;

/** One recorded event: Plausible's Events API body, as the page sent it. */
export type AnalyticsEntry = {
  receivedAt: string;
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
};

export type AnalyticsLog = JsonLines<AnalyticsEntry>;

/** Events go to analytics.jsonl beside the outbox, so a developer can `tail -f` what the pages count. */
export const createAnalyticsLog = (dataDir: string): AnalyticsLog => createJsonLines<AnalyticsEntry>(dataDir, 'analytics.jsonl');

const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Answers Plausible's Events API: POST /api/event with {name, url, domain, referrer, props}. The page
 * sends it as text/plain (no preflight), which Plausible accepts too; it answers 202 "ok".
 */
export function createEventHandler(log: AnalyticsLog) {
  return async (c: Context): Promise<Response> => {
    const body = await readObjectBody(c.req.raw, EVENT_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') return textAnswer(c, 413, 'The event is larger than 8 KiB.', CLOSE_AFTER);
    if (!body.ok) return textAnswer(c, 400, REFUSED[body.problem]);
    const data = body.data;
    if (!data) return textAnswer(c, 400, 'The body must be a JSON object.');
    for (const key of ['name', 'url', 'domain'] as const) {
      if (typeof data[key] !== 'string' || data[key] === '') return textAnswer(c, 400, `The ${key} of the event is required.`);
    }
    const props = data.props ?? {};
    if (!isStringMap(props)) return textAnswer(c, 400, 'props must be an object of texts.');
    const referrer = typeof data.referrer === 'string' ? data.referrer : null;
    await log.append({ receivedAt: new Date().toISOString(), name: data.name as string, url: data.url as string, domain: data.domain as string, referrer, props });
    return textAnswer(c, 202, 'ok');
  };
}
