import { createServer, request, type Server } from 'node:http';

// WebKit's driver has no BiDi, so an error thrown while a page loads reaches no test. The pages record
// their own: the suite's front server adds one same-origin script (allowed by the site's CSP, which
// admits 'self') as the first element of every page's <head>, before any script of the site runs.

export const RECORDER_PATH = '/__engines/record-errors.js';

/** Runs in the page: uncaught errors, unhandled rejections, console.error and scripts that failed to load. */
const recorder = `(() => {
  const problems = (window.__engineProblems = []);
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) problems.push('uncaught: ' + event.message);
    else if (event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement) problems.push('failed to load: ' + (event.target.src || event.target.href));
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + (event.reason && event.reason.message || event.reason)));
  const consoleError = console.error;
  console.error = (...args) => { problems.push('console.error: ' + args.map(String).join(' ')); consoleError.apply(console, args); };
})();
`;

/** A server on `port` that passes every request to the site at `sitePort`, adding the recorder to HTML. */
export function serveWithRecorder(port: number, sitePort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === RECORDER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.end(recorder);
      return;
    }
    const headers = { ...incoming.headers };
    delete headers['accept-encoding'];
    // A fresh connection each time (agent: false): a kept-alive one can be closed by the site's server
    // just as it is reused, which would fail a request by chance.
    const upstream = request({ host: '127.0.0.1', port: sitePort, path: incoming.url, method: incoming.method, headers, agent: false }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head[^>]*>/, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
        delete headers['transfer-encoding'];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.end(html);
      });
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
