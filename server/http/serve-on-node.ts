import { createServer, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

export type ServeOptions = {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Named in the message when the port is taken, e.g. CONTENT_API_PORT. */
  portSetting: string;
  log: (line: string) => void;
  /**
   * The server's own answer, in the app's error shape, to a request that never reaches the app: an
   * address no Request can be made of (a backslash, bytes that are not encoded), headers over
   * Node's limit, a body Node's parser cannot read on, or an Expect header other than 100-continue.
   * Without it Node and the adapter answer with an empty body.
   */
  unreadable?: (problem: 'bad-address' | 'headers-too-large' | 'body-cut-short' | 'expectation-failed') => { status: number; body: unknown };
};

/** Node's parser errors that only a body gives: a chunk size that is not hexadecimal, or the end of the connection mid-body. */
const BROKEN_BODY = new Set(['HPE_INVALID_CHUNK_SIZE', 'HPE_INVALID_EOF_STATE']);

export type RunningServer = { url: string; port: number; close(): Promise<void> };

/**
 * Runs an app's fetch handler as a Node HTTP server, logging one line per answer. Everything that
 * concerns the socket is here, so the app itself stays a plain fetch handler.
 */
export async function serveOnNode(app: Hono, options: ServeOptions): Promise<RunningServer> {
  const { port, host, log } = options;
  const fetch = async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const response = await app.fetch(request, env);
    // A refusal chosen before the whole body arrived (a wrong token, a body over the limit) closes the
    // connection, which discards the unread rest instead of reading it all. Checked after the await,
    // when Node has parsed whatever part of the body came with the headers.
    if (response.status >= 400 && !env.incoming.complete) response.headers.set('Connection', 'close');
    return response;
  };
  // overrideGlobalObjects: false leaves the process's own Request and Response alone (the tests
  // call the servers with fetch from the same process).
  const unreadable = options.unreadable;
  const listener = getRequestListener(fetch, {
    overrideGlobalObjects: false,
    // Called only when the adapter cannot make a Request of what arrived; the app answers everything else.
    ...(unreadable && { errorHandler: () => jsonResponse(unreadable('bad-address')) }),
  });
  const server = createServer(listener);
  server.on('request', (req, res) => res.on('finish', () => log(`${req.method} ${req.url} -> ${res.statusCode}`)));
  if (unreadable) {
    // Node's own parser refused the request (headers too large, broken HTTP): answer in the app's words, then close.
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy();
      const { status, body } = unreadable(error.code === 'HPE_HEADER_OVERFLOW' ? 'headers-too-large' : BROKEN_BODY.has(error.code ?? '') ? 'body-cut-short' : 'bad-address');
      const text = JSON.stringify(body);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
      log(`(unreadable request) -> ${status}`);
    });
    // An Expect other than 100-continue: the client made its request depend on something this server
    // does not do, so it is refused unhandled (417, as RFC 9110 allows) rather than carried out as if
    // unconditional; Node's own answer is right but empty. Browsers never send Expect.
    server.on('checkExpectation', (req, res) => {
      const { status, body } = unreadable('expectation-failed');
      const text = JSON.stringify(body);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', Connection: 'close' });
      res.end(text);
      log(`${req.method} ${req.url} -> ${status} (unknown Expect)`);
    });
  }
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new Error(`Port ${port} on ${host} is already in use. Stop the other process or choose another port (${options.portSetting}).`));
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (fetch keeps them) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

/** Closes a running server on Ctrl+C or a stop signal, saying so in the log (a command's last lines). */
export function closeOnSignal(server: Pick<RunningServer, 'close'>, name: string) {
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, closing ${name}.`);
    server.close().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function jsonResponse({ status, body }: { status: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
}
