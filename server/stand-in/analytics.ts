import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { CLOSE_AFTER, textAnswer } from '../http/answers.ts';
import { createClientAddress } from '../http/client-address.ts';
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
  /** Plausible's cookieless visitor id (visitorId); lines recorded before it existed have none. */
  visitor?: string;
};

export type AnalyticsLog = JsonLines<AnalyticsEntry>;

/** Events go to analytics.jsonl beside the outbox, so a developer can `tail -f` what the pages count. */
export const createAnalyticsLog = (dataDir: string): AnalyticsLog => createJsonLines<AnalyticsEntry>(dataDir, 'analytics.jsonl');

/** New each time the stand-in starts, as Plausible's salt is new each day: ids cannot be linked across runs. */
const PROCESS_SALT = randomBytes(16).toString('hex');

export type VisitorParts = { receivedAt: string; domain: string; address: string; userAgent: string };

/**
 * Plausible counts unique visitors from a hash of a daily salt, the site, the IP and the User-Agent,
 * and stores no cookie. The UTC day is part of the hash, so the same browser is a new visitor
 * tomorrow, as in Plausible. 16 hex characters (64 bits) are plenty for a developer's few events.
 */
export function visitorId(parts: VisitorParts, salt = PROCESS_SALT): string {
  const day = parts.receivedAt.slice(0, 10);
  return createHash('sha256').update([day, salt, parts.domain, parts.address, parts.userAgent].join('\n')).digest('hex').slice(0, 16);
}

// The stand-in trusts no proxy list: the socket's address, unless a sender names the visitor.
const socketAddress = createClientAddress([]);

/**
 * Plausible's own rule: the first X-Forwarded-For entry is the visitor, since a server that sends
 * events for its visitors writes their address there. Believing it is safe here: it only splits or
 * joins visitor counts on a developer's machine, it never lifts a limit.
 */
const visitorAddress = (c: Context): string => c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || socketAddress(c);

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
    const receivedAt = new Date().toISOString();
    const domain = data.domain as string;
    const visitor = visitorId({ receivedAt, domain, address: visitorAddress(c), userAgent: c.req.header('user-agent') ?? '' });
    await log.append({ receivedAt, name: data.name as string, url: data.url as string, domain, referrer, props, visitor });
    return textAnswer(c, 202, 'ok');
  };
}
