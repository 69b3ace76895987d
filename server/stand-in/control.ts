import type { Context } from 'hono';
import type { AnalyticsLog } from './analytics.ts';
import type { EmailState } from './email.ts';
import type { StatsState } from './analytics-query.ts';
import { CLOSE_AFTER, emptyAnswer, jsonAnswer, textAnswer } from '../http/answers.ts';
import type { Route } from '../http/http-app.ts';
import { loopbackGate } from './loopback-gate.ts';
import { readObjectBody } from './object-body.ts';
import type { Outbox } from './outbox.ts';

const CONTROL_MAX_BYTES = 1024;

/**
 * Test hooks: make sends fail (all, or one address's), make the Stats API fail, and read or empty the
 * outbox and the recorded events. Loopback callers only.
 */
export function createControlRoutes(outbox: Outbox, state: EmailState, events: AnalyticsLog, stats: StatsState = { fail: false }): Route[] {
  const setFailure = async (c: Context): Promise<Response> => {
    const body = await readObjectBody(c.req.raw, CONTROL_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') return textAnswer(c, 413, 'The request body is larger than 1 KiB.', CLOSE_AFTER);
    const data = body.ok ? body.data : undefined;
    const fail = data?.fail;
    const email = data?.email;
    if (typeof fail !== 'boolean' || (email !== undefined && typeof email !== 'string')) {
      return textAnswer(c, 400, 'Send {"fail": true} or {"fail": false}, with "email": "…" to fail only the sends for that address.');
    }
    if (typeof email === 'string') {
      if (fail) state.failFor.add(email);
      else state.failFor.delete(email);
    } else {
      state.fail = fail;
      if (!fail) state.failFor.clear();
    }
    return jsonAnswer(c, 200, email === undefined ? { fail } : { fail, email });
  };

  const setStatsFailure = async (c: Context): Promise<Response> => {
    const body = await readObjectBody(c.req.raw, CONTROL_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') return textAnswer(c, 413, 'The request body is larger than 1 KiB.', CLOSE_AFTER);
    const fail = body.ok ? body.data?.fail : undefined;
    if (typeof fail !== 'boolean') return textAnswer(c, 400, 'Send {"fail": true} or {"fail": false}.');
    stats.fail = fail;
    return jsonAnswer(c, 200, { fail });
  };

  return [
    { path: '/__control/email-failure', gate: loopbackGate, handlers: { POST: setFailure } },
    { path: '/__control/stats-failure', gate: loopbackGate, handlers: { POST: setStatsFailure } },
    {
      path: '/__control/outbox',
      gate: loopbackGate,
      handlers: {
        GET: async (c) => jsonAnswer(c, 200, await outbox.read()),
        DELETE: async (c) => {
          await outbox.clear();
          return emptyAnswer(c);
        },
      },
    },
    {
      path: '/__control/analytics',
      gate: loopbackGate,
      handlers: {
        GET: async (c) => jsonAnswer(c, 200, await events.read()),
        DELETE: async (c) => {
          await events.clear();
          return emptyAnswer(c);
        },
      },
    },
  ];
}
