import { createContentApiApp, type ContentApiAppOptions } from './content-api-app.ts';
import { API_ERRORS, errorBody } from './errors.ts';
import { serveOnNode, type RunningServer } from '../http/serve-on-node.ts';

export type ContentApiOptions = ContentApiAppOptions & {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
};

export type ContentApi = RunningServer;

/** The content API on a Node HTTP server. */
export function startContentApi(options: ContentApiOptions): Promise<ContentApi> {
  const log = options.log ?? ((line: string) => console.error(line));
  return serveOnNode(createContentApiApp({ ...options, log }), {
    port: options.port,
    host: options.host ?? '127.0.0.1',
    portSetting: 'CONTENT_API_PORT',
    log,
    unreadable: (code) => ({ status: API_ERRORS[code].status, body: errorBody(code) }),
  });
}
