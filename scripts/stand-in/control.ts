import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmailState } from './email.ts';
import { closeAfter, parseJsonObject, readBody, sendJson, sendText } from './http-utils.ts';
import type { Outbox } from './outbox.ts';
import type { Route } from './router.ts';

const CONTROL_MAX_BYTES = 1024;

/** Test hooks: make sends fail, and read or empty the outbox. Loopback callers only. */
export function createControlRoutes(outbox: Outbox, state: EmailState): [string, Route][] {
  const setFailure = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req, CONTROL_MAX_BYTES);
    if (!body.ok) return sendText(res, 413, 'The request body is larger than 1 KiB.', closeAfter);
    const fail = parseJsonObject(body.text)?.fail;
    if (typeof fail !== 'boolean') {
      return sendText(res, 400, 'Send {"fail": true} or {"fail": false}.');
    }
    state.fail = fail;
    sendJson(res, 200, { fail });
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
