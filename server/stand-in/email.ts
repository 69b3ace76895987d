import type { Context } from 'hono';
import { CLOSE_AFTER, textAnswer } from '../http/answers.ts';
import { readObjectBody, REFUSED } from './object-body.ts';
import type { Outbox } from './outbox.ts';

/** Far above a 10,000-character message even when every character needs escaping. */
export const EMAIL_MAX_BYTES = 64 * 1024;

/**
 * Shared with the control route and setEmailFailure(), which flip it for tests: every send fails, or
 * only sends for the given e-mail addresses (so one test's failure never reaches another running at
 * the same time).
 */
export type EmailState = { fail: boolean; failFor: Set<string> };

const REQUIRED_IDS = ['user_id', 'service_id', 'template_id'] as const;

/** Answers the @emailjs/browser send() contract: POST /api/v1.0/email/send. EmailJS answers in plain text. */
export function createEmailHandler(outbox: Outbox, state: EmailState) {
  return async (c: Context): Promise<Response> => {
    if (state.fail) return textAnswer(c, 500, 'Stand-in told to fail');

    const body = await readObjectBody(c.req.raw, EMAIL_MAX_BYTES);
    if (!body.ok && body.problem === 'too-large') {
      return textAnswer(c, 413, 'The request body is larger than 64 KiB.', CLOSE_AFTER);
    }
    if (!body.ok) return textAnswer(c, 400, REFUSED[body.problem]);
    const data = body.data;
    if (!data) return textAnswer(c, 400, 'The body must be a JSON object.');

    for (const id of REQUIRED_IDS) {
      const value = data[id];
      if (typeof value !== 'string' || value.trim() === '') {
        return textAnswer(c, 400, `The ${id} parameter is required.`);
      }
    }
    const params = data.template_params ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      return textAnswer(c, 400, 'template_params must be a JSON object.');
    }
    const email = (params as Record<string, unknown>).email;
    if (typeof email === 'string' && state.failFor.has(email)) return textAnswer(c, 500, 'Stand-in told to fail');

    await outbox.append({
      receivedAt: new Date().toISOString(),
      service_id: data.service_id as string,
      template_id: data.template_id as string,
      user_id: data.user_id as string,
      template_params: params as Record<string, unknown>,
    });
    return textAnswer(c, 200, 'OK');
  };
}
