/**
 * A small static file server for the built site (dist/), used by `npm start` and the end-to-end
 * tests. It serves prerendered pages as /path/index.html and falls back to the app shell, whose
 * router sends unknown paths to "/".
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.ico': 'image/x-icon', '.map': 'application/json',
};

function resolveFile(dist: string, urlPath: string): { file: string; status: number } {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const direct = join(dist, safe);
  if (direct.startsWith(dist) && existsSync(direct) && statSync(direct).isFile()) return { file: direct, status: 200 };
  const index = join(direct, 'index.html');
  if (index.startsWith(dist) && existsSync(index)) return { file: index, status: 200 };
  // No page here: the app shell (not another page's markup) loads, and its router sends the visitor to "/".
  const shell = join(dist, 'app-shell.html');
  return { file: existsSync(shell) ? shell : join(dist, 'index.html'), status: 404 };
}

export function serveDist(dist: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(dist);
  const server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    let target: { file: string; status: number };
    try {
      target = resolveFile(root, urlPath);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const type = types[extname(target.file)] ?? 'application/octet-stream';
    const immutable = urlPath.startsWith('/assets/');
    res.writeHead(target.status, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    createReadStream(target.file).on('error', () => res.end()).pipe(res);
  });
  return new Promise((resolvePromise) => server.listen(port, host, () => resolvePromise(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const dist = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No built site in ${dist}. Run "npm run build" first.`);
    process.exit(1);
  }
  await serveDist(dist, port);
  console.log(`Serving ${dist} on http://127.0.0.1:${port}`);
}
