import { createContentApiApp, type ContentApiAppOptions } from './content-api-app.ts';
import { API_ERRORS, errorBody } from './errors.ts';
import { removeStaleValidationCopies } from './validation/validation-copies.ts';
import { startValidationThread } from './validation/validation-thread.ts';
import { serveOnNode, type RunningServer } from '../http/serve-on-node.ts';

export type ContentApiOptions = Omit<ContentApiAppOptions, 'validator'> & {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** By default the server starts its own validation thread and stops it when it closes. */
  validator?: ContentApiAppOptions['validator'];
};

export type ContentApi = RunningServer;

/**
 * The content API on a Node HTTP server. Before it listens, validation copies a killed server left
 * in the temp space are removed; closing it also stops its validation thread, so the process can end.
 */
export async function startContentApi(options: ContentApiOptions): Promise<ContentApi> {
  const log = options.log ?? ((line: string) => console.error(line));
  await removeStaleValidationCopies(log);
  const validator = options.validator ?? startValidationThread({ log });
  try {
    const server = await serveOnNode(createContentApiApp({ ...options, validator, log }), {
      port: options.port,
      host: options.host ?? '127.0.0.1',
      portSetting: 'CONTENT_API_PORT',
      log,
      unreadable: (code) => ({ status: API_ERRORS[code].status, body: errorBody(code) }),
    });
    return {
      ...server,
      async close() {
        await server.close();
        if (!options.validator) await validator.close();
      },
    };
  } catch (error) {
    if (!options.validator) await validator.close();
    throw error;
  }
}
