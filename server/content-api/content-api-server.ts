import { createContentApiApp, type ContentApiAppOptions } from './content-api-app.ts';
import { API_ERRORS, errorBody } from './errors.ts';
import { removeStaleValidationCopies } from './validation/validation-copies.ts';
import { startValidationThread } from './validation/validation-thread.ts';
import { serveOnNode, type RunningServer } from '../http/serve-on-node.ts';
import { createSiteUpdates, type LiveBuild } from './live-build/site-updates.ts';

export type ContentApiOptions = Omit<ContentApiAppOptions, 'validator' | 'siteUpdates'> & {
  /**
   * Rebuilds the site after each save (the local backend under `npm start`; off by default, and in the
   * tests' shared API). Closing the server stops a build still running, when the build can be closed.
   */
  liveBuild?: LiveBuild & { close?(): void };
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
    const siteUpdates = options.liveBuild ? createSiteUpdates(options.liveBuild, { log }) : undefined;
    const server = await serveOnNode(createContentApiApp({ ...options, validator, log, ...(siteUpdates ? { siteUpdates } : {}) }), {
      port: options.port,
      host: options.host ?? '127.0.0.1',
      portSetting: 'CONTENT_API_PORT',
      log,
      unreadable: (code) => ({ status: API_ERRORS[code].status, body: errorBody(code) }),
    });
    return {
      ...server,
      async close() {
        // The queue first: once the running build is stopped, no waiting save may start another.
        siteUpdates?.close();
        options.liveBuild?.close?.();
        await server.close();
        if (!options.validator) await validator.close();
      },
    };
  } catch (error) {
    if (!options.validator) await validator.close();
    throw error;
  }
}
