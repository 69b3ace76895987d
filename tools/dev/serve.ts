/**
 * A small static file server for the built site (dist/), used by `npm start` and the end-to-end
 * tests. It serves prerendered pages as /path/index.html and falls back to the app shell, whose
 * router sends unknown paths to "/".
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.ico': 'image/x-icon', '.map': 'application/json',
};

/** Rules from dist/_headers (the static host's format): a path pattern, then indented "Name: value" lines. */
export function readHeaderRules(dist: string): { pattern: RegExp; headers: [string, string][] }[] {
  const file = join(dist, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`), headers: [] });
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Rules from dist/_redirects: "from to status", where a 200 status serves "to" in place. */
export function readRedirects(dist: string): { pattern: RegExp; to: string; status: number }[] {
  const file = join(dist, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '/', status = '301'] = line.trim().split(/\s+/);
      return { pattern: new RegExp(`^${from.replace(/\*/g, '[^/]+')}/?$`), to, status: Number(status) };
    });
}

const compressible = /\.(html|js|css|json|svg|xml|txt|map)$/;
const gzipCache = new Map<string, { stamp: string; body: Buffer }>();

/**
 * Which version of a file is there: a page the build replaced (written beside it, then renamed over
 * it) is another file, with another inode, even within the same millisecond.
 */
function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'none';
}

/** Gzipped file contents, cached until the file changes (static hosts compress the same way). */
function gzipped(file: string): Buffer {
  const stamp = stampOf(file);
  const cached = gzipCache.get(file);
  if (cached && cached.stamp === stamp) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { stamp, body });
  return body;
}

/**
 * `read` again whenever `file` changes: `npm start` rebuilds dist/ while it serves it (after each save
 * in the studio, decision 024), and a new town brings new rules. One stat per request is the whole cost.
 */
function rereadOnChange<T>(file: string, read: () => T): () => T {
  let seen: { stamp: string; value: T } | undefined;
  return () => {
    const stamp = stampOf(file);
    if (seen?.stamp !== stamp) seen = { stamp, value: read() };
    return seen.value;
  };
}

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
  const headerRules = rereadOnChange(join(root, '_headers'), () => readHeaderRules(root));
  const redirectRules = rereadOnChange(join(root, '_redirects'), () => readRedirects(root));
  const server = createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    const headers: Record<string, string> = {};
    const redirects = redirectRules();
    for (const rule of headerRules()) if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
    // As on the static hosts: a rule applies only where no file answers the address.
    const existing = (() => {
      try {
        return resolveFile(root, urlPath);
      } catch {
        return undefined;
      }
    })();
    const redirect = existing?.status === 404 ? redirects.find((r) => r.pattern.test(urlPath)) : undefined;
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      res.writeHead(redirect.status, { ...headers, location: redirect.to }).end();
      return;
    }
    let target: { file: string; status: number };
    try {
      target = redirect ? { file: join(root, redirect.to), status: redirect.status } : resolveFile(root, urlPath);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const type = types[extname(target.file)] ?? 'application/octet-stream';
    const immutable = urlPath.startsWith('/assets/');
    const base = { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache', ...headers, 'content-type': type, vary: 'Accept-Encoding' };
    if (compressible.test(target.file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(target.file);
      res.writeHead(target.status, { ...base, 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(target.status, base);
    createReadStream(target.file).on('error', () => res.end()).pipe(res);
  });
  return new Promise((resolvePromise) => server.listen(port, host, () => resolvePromise(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const dist = resolve(import.meta.dirname, '../..', process.env.DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No built site in ${dist}. Run "npm run build" first.`);
    process.exit(1);
  }
  await serveDist(dist, port);
  console.log(`Serving ${dist} on http://127.0.0.1:${port}`);
}
