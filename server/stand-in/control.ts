import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmailState } from './email.ts';
import { closeAfter, parseJsonObject, readBody, sendJson, sendText } from './http-utils.ts';
import type { Outbox } from './outbox.ts';
import type { Route } from './router.ts';

const CONTROL_MAX_BYTES = 1024;

/** Test hooks: make sends fail (all, or one address's), and read or empty the outbox. Loopback callers only. */
export function createControlRoutes(outbox: Outbox, state: EmailState): [string, Route][] {
  const setFailure = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req, CONTROL_MAX_BYTES);
    if (!body.ok) return sendText(res, 413, 'The request body is larger than 1 KiB.', closeAfter);
    const data = parseJsonObject(body.text);
    const fail = data?.fail;
    const email = data?.email;
    if (typeof fail !== 'boolean' || (email !== undefined && typeof email !== 'string')) {
      return sendText(res, 400, 'Send {"fail": true} or {"fail": false}, with "email": "…" to fail only the sends for that address.');
    }
    if (typeof email === 'string') {
      if (fail) state.failFor.add(email);
      else state.failFor.delete(email);
    } else {
      state.fail = fail;
      if (!fail) state.failFor.clear();
    }
    sendJson(res, 200, email === undefined ? { fail } : { fail, email });
  };

  return [
    ['/__control/email-failure', { access: 'control', handlers: { POST: setFailure } }],
    [
      '/__control/outbox',
      {
        access: 'control',
        handlers: {
          GET: async (_req, res) => sendJson(res, 200, await outbox.read()),
          DELETE: async (_req, res) => {
            await outbox.clear();
            res.writeHead(204).end();
          },
        },
      },
    ],
  ];
}
