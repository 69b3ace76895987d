import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { readContentApiConfig } from '../../../server/content-api/config';
import { createBackend, startConfiguredContentApi } from '../../../server/content-api/start-content-api';
import { buildCommand } from '../../../server/content-api/live-build/build-command';
import { SESSION_HEADER } from '../../../server/content-api/staff-check';
import { lastBuildFileOf } from '../../../tools/build/last-build';
import { projectRoot, removeTempProjects, tempBuildProject } from '../../../src/testing/temp-project';

// The studio's servers for the cross-engine suite (run.ts starts them once; both engines share them):
// a content API on the local backend saving into a temp copy of the project, with the live build of
// decision 024 on (a save is followed by "Updating the site…", then "Live on the site"), behind a
// front at the address the build gave the studio (VITE_CONTENT_API_URL). The front also sends a
// session to another content API when a check asks it to (the github backend a check starts against
// the fake GitHub, studio-publish-check.ts), and holds the locks the checks take around a file both
// engines edit (site.json's phone number: two saves of one field at once would clash, by design).
//
// A second content API on the same copy runs no build after a save (\`unbuilt\`): only the phone
// number's check is about "Updating the site…" then "Live on the site", and the other checks' saves
// (a picture, going back and undoing, a new town: sixteen saves, each asking for a build) had the two engines
// wait behind builds nobody looked at. The checks hand their session to it after that one (decision 020).

const tsx = join(projectRoot, 'node_modules/tsx/dist/cli.mjs');

export type StudioServers = { copy: string; unbuiltUrl: string; close(): Promise<void> };

export async function startStudioServers(options: { port: number; siteUrl: string; origins: string[]; standInUrl: string }): Promise<StudioServers> {
  const frontUrl = `http://127.0.0.1:${options.port}`;
  const copy = tempBuildProject('engines-studio-');
  // public/ copied, not linked: an uploaded picture lands in the copy, never in the project's pictures.
  rmSync(join(copy, 'public'));
  cpSync(join(projectRoot, 'public'), join(copy, 'public'), { recursive: true });
  const env = { ...process.env, SITE_ROOT: copy, VITE_EMAILJS_ORIGIN: options.standInUrl, VITE_CRM_API_HOST: options.standInUrl, VITE_CONTENT_API_URL: frontUrl };
  // The render of `npm run build` (tools/build/build.ts, incremental, writing the pages it rendered
  // again for the studio's links), not its checks: the engines test what the studio shows while the
  // site updates; save-to-live.spec.ts builds with the checks. No first build before the checks, as
  // npm start makes: the only saves that build are the phone number's, whose pages and bundles are
  // made again whatever came before. Its pictures and fonts are not: they are kept by their sources'
  // hashes, so the project's own (from the build `npm test` made before) are reused, not encoded again.
  for (const kept of ['images', 'fonts']) {
    const from = join(projectRoot, '.cache', 'build', kept);
    if (existsSync(from)) cpSync(from, join(copy, '.cache', 'build', kept), { recursive: true });
  }
  const render = [process.execPath, tsx, join(projectRoot, 'tools/build/build.ts')];
  const liveBuild = buildCommand({ command: render, cwd: copy, env, logFile: join(copy, '.local', 'site-build.log'), resultFile: lastBuildFileOf(copy) });
  const config = readContentApiConfig(
    { CONTENT_API_ROOT: copy, CONTENT_API_BACKEND: 'local', CONTENT_API_PORT: '0', VITE_CRM_API_HOST: options.standInUrl, CONTENT_API_ORIGINS: options.origins.join(',') },
    copy,
  );
  // One backend for both (a folder has one writer: its queue, its journal of unfinished saves, its
  // pruning of kept versions), and one secret, so a session signed in on one is good on the other.
  const secret = { CONTENT_API_SESSION_SECRET: randomBytes(32).toString('base64url') };
  const started: { close(): unknown }[] = [];
  // Once, whoever asks first (the end of the run, a failed start, or Ctrl+C meanwhile); the copy goes whatever happens.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= Promise.allSettled(started.map((server) => server.close())).then(() => {
      liveBuild.close();
      removeTempProjects();
    }));
  try {
    const backend = await createBackend(config, secret, () => {});
    const api = await startConfiguredContentApi(config, () => {}, secret, { liveBuild, backend });
    started.push(api);
    const unbuilt = await startConfiguredContentApi(config, () => {}, secret, { backend });
    started.push(unbuilt);
    started.push(await startFront(options.port, api.url));
    return { copy, unbuiltUrl: unbuilt.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The bearer token of a request, if any. */
const tokenOf = (incoming: IncomingMessage) => /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1];

/**
 * Passes each request to the content API, or to another one for a session a check handed over
 * (`POST /__engines/route` with `{ token, url }`). Every answer renews the session (a new token in the
 * `Content-Api-Session` header): the renewed token is sent where its session went. `POST
 * /__engines/lock/<name>` answers once the lock is this caller's; `POST /__engines/unlock/<name>` frees it.
 */
function startFront(port: number, apiUrl: string): Promise<Server> {
  const routes = new Map<string, string>();
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    const lock = /^\/__engines\/(lock|unlock)\/(.+)$/.exec(url);
    if (lock && incoming.method === 'POST') {
      const [, action, name] = lock as unknown as [string, string, string];
      if (action === 'unlock') {
        held.delete(name);
        waiting.get(name)?.shift()?.();
        outgoing.end('unlocked');
        return;
      }
      const take = () => {
        held.add(name);
        outgoing.end('locked');
      };
      if (!held.has(name)) take();
      else waiting.set(name, [...(waiting.get(name) ?? []), take]);
      return;
    }
    if (url === '/__engines/route' && incoming.method === 'POST') {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const { token, url: to } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { token: string; url: string };
        routes.set(token, to);
        outgoing.end('routed');
      });
      return;
    }
    const headers = { ...incoming.headers };
    delete headers.host;
    if (incoming.method === 'OPTIONS') {
      // A preflight carries no session. The content API answers it, but an address only the github
      // backend has (POST /changes/<n>/publish) is a 404 there: then a github API a check started does.
      void preflight([apiUrl, ...new Set([...routes.values()].reverse())], url, headers).then(({ status, headers: answer, body }) => {
        outgoing.writeHead(status, answer);
        outgoing.end(body);
      });
      return;
    }
    const token = tokenOf(incoming);
    const target = new URL((token && routes.get(token)) ?? apiUrl);
    const upstream = request({ host: target.hostname, port: target.port, path: url, method: incoming.method, headers, agent: false }, (answer) => {
      const renewed = answer.headers[SESSION_HEADER.toLowerCase()];
      if (token && typeof renewed === 'string' && routes.has(token)) routes.set(renewed, routes.get(token)!);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer };

/** The first answer to a preflight that is not a 404 (or the last answer), asking each content API in turn. */
async function preflight(targets: string[], path: string, headers: IncomingMessage['headers']): Promise<Answer> {
  let last: Answer = { status: 502, headers: {}, body: Buffer.from('no content API answered') };
  for (const to of targets) {
    const target = new URL(to);
    last = await new Promise<Answer>((resolve) => {
      const asked = request({ host: target.hostname, port: target.port, path, method: 'OPTIONS', headers, agent: false }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      // A github API whose check has ended no longer listens: the next one is asked.
      asked.on('error', (error) => resolve({ status: 502, headers: {}, body: Buffer.from(String(error)) }));
      asked.end();
    });
    if (last.status !== 404 && last.status !== 502) return last;
  }
  return last;
}
