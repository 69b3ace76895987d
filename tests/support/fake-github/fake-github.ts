import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';
import { createAppAuth } from './app-auth.ts';
import { createGitStore, seedFromFolder, type TreeChange } from './git-store.ts';
import { createPulls, GithubRefusal } from './pulls.ts';

export type GithubStandInOptions = {
  /** owner/name */
  repository: string;
  baseBranch: string;
  /** A folder whose files become the repository's site/ folder on the base branch. */
  seedSiteDir: string;
  appId: string;
  installationId: string;
  /** The app's public key: the stand-in checks each JWT's signature with it. */
  publicKey: KeyObject;
  /** The clock for token expiry (tests move it instead of waiting). */
  now?: () => number;
};

type Handler = (match: RegExpExecArray, body: Record<string, unknown>, query: URLSearchParams) => unknown;
const SHA = '([0-9a-f]{40})';

/**
 * An in-memory stand-in for exactly the GitHub REST endpoints the github backend calls, for the tests:
 * installation tokens, refs, commits, trees and blobs of the Git Data API, pull requests and check runs.
 * Anything else answers 404, so a call the backend starts making unnoticed fails its tests.
 */
export async function startGithubStandIn(options: GithubStandInOptions) {
  const now = options.now ?? Date.now;
  const store = createGitStore();
  seedFromFolder(store, options.seedSiteDir, 'site', options.baseBranch);
  const auth = createAppAuth({ appId: options.appId, installationId: options.installationId, publicKey: options.publicKey, now });
  const calls: string[] = [];
  const repo = `/repos/${options.repository}`;
  let pulls!: ReturnType<typeof createPulls>;

  const notFound = () => new GithubRefusal(404, 'Not Found');
  const commitJson = (sha: string) => {
    const commit = store.commits.get(sha);
    if (!commit) throw notFound();
    return { sha, message: commit.message, tree: { sha: commit.tree }, parents: commit.parents.map((p) => ({ sha: p })) };
  };

  const routes: [string, RegExp, Handler][] = [
    ['GET', new RegExp(`^${repo}/git/ref/heads/(.+)$`), (m) => {
      const sha = store.refs.get(`heads/${m[1]}`);
      if (!sha) throw notFound();
      return { ref: `refs/heads/${m[1]}`, object: { sha, type: 'commit' } };
    }],
    ['GET', new RegExp(`^${repo}/git/commits/${SHA}$`), (m) => commitJson(m[1]!)],
    ['GET', new RegExp(`^${repo}/git/trees/${SHA}$`), (m, _b, query) => {
      const entries = store.trees.get(m[1]!);
      if (!entries) throw notFound();
      if (query.get('recursive') !== '1') return { sha: m[1], tree: entries, truncated: false };
      const deep: { path: string; mode: string; type: string; sha: string }[] = [];
      const walk = (sha: string, prefix: string) => {
        for (const e of store.trees.get(sha)!) {
          deep.push({ ...e, path: `${prefix}${e.path}` });
          if (e.type === 'tree') walk(e.sha, `${prefix}${e.path}/`);
        }
      };
      walk(m[1]!, '');
      return { sha: m[1], tree: deep, truncated: false };
    }],
    ['GET', new RegExp(`^${repo}/git/blobs/${SHA}$`), (m) => {
      const blob = store.blobs.get(m[1]!);
      if (!blob) throw notFound();
      return { sha: m[1], size: blob.length, encoding: 'base64', content: blob.toString('base64').replace(/.{60}/g, '$&\n') };
    }],
    ['POST', new RegExp(`^${repo}/git/blobs$`), (_m, body) => {
      const { content, encoding = 'utf-8' } = body;
      if (typeof content !== 'string' || (encoding !== 'utf-8' && encoding !== 'base64')) throw new GithubRefusal(422, 'Invalid request');
      const sha = store.putBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
      return { sha, url: `${repo}/git/blobs/${sha}` };
    }],
    ['POST', new RegExp(`^${repo}/git/trees$`), (_m, body) => {
      const base = body.base_tree;
      if (base !== undefined && (typeof base !== 'string' || !store.trees.has(base))) throw new GithubRefusal(422, 'Invalid tree info');
      if (!Array.isArray(body.tree)) throw new GithubRefusal(422, 'Invalid tree info');
      try {
        return { sha: store.writeTree(base as string | undefined, body.tree as TreeChange[]) };
      } catch {
        throw new GithubRefusal(422, 'Invalid tree info');
      }
    }],
    ['POST', new RegExp(`^${repo}/git/commits$`), (_m, body) => {
      const { tree, parents, message } = body;
      if (typeof tree !== 'string' || !store.trees.has(tree) || typeof message !== 'string' || !Array.isArray(parents) || !parents.every((p) => store.commits.has(p))) {
        throw new GithubRefusal(422, 'Invalid commit');
      }
      return commitJson(store.putCommit(tree, parents as string[], message));
    }],
    ['POST', new RegExp(`^${repo}/git/refs$`), (_m, body) => {
      const { ref, sha } = body;
      if (typeof ref !== 'string' || !/^refs\/heads\/[A-Za-z0-9._/-]+$/.test(ref) || typeof sha !== 'string' || !store.commits.has(sha)) throw new GithubRefusal(422, 'Invalid request');
      const name = ref.slice('refs/'.length);
      // Creating a ref never moves an existing one: GitHub refuses a name that is taken.
      if (store.refs.has(name)) throw new GithubRefusal(422, 'Reference already exists');
      store.refs.set(name, sha);
      return { ref, object: { sha, type: 'commit' } };
    }],
    ['GET', new RegExp(`^${repo}/pulls$`), (_m, _b, query) => pulls.list(query)],
    ['POST', new RegExp(`^${repo}/pulls$`), (_m, body) => pulls.create(body)],
    ['GET', new RegExp(`^${repo}/pulls/(\\d+)$`), (m) => pulls.get(Number(m[1]))],
    ['PUT', new RegExp(`^${repo}/pulls/(\\d+)/merge$`), (m, body) => pulls.merge(Number(m[1]), body)],
    ['GET', new RegExp(`^${repo}/commits/${SHA}/check-runs$`), (m) => pulls.checkRuns(m[1]!)],
  ];

  const server = createServer((req, res) => {
    handle(req).then(
      ({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      },
      (error: unknown) => {
        const refusal = error instanceof GithubRefusal ? error : new GithubRefusal(500, String(error));
        res.writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: refusal.message, documentation_url: 'https://docs.github.com/rest' }));
      },
    );
  });

  async function handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
    const method = req.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const text = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};

    const exchange = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(url.pathname);
    if (exchange && method === 'POST') {
      const jwt = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const refused = auth.checkJwt(jwt);
      if (refused) throw new GithubRefusal(401, refused);
      if (exchange[1] !== auth.installationId) throw notFound();
      return { status: 201, body: auth.issue(jwt) };
    }
    if (!auth.allows(req.headers.authorization)) throw new GithubRefusal(401, 'Bad credentials');
    for (const [verb, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (match && verb === method) return { status: method === 'POST' ? 201 : 200, body: handler(match, body, url.searchParams) };
    }
    throw notFound();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pulls = createPulls(store, options.repository, `${url}/web`, now);

  return {
    url,
    store,
    pulls,
    auth,
    /** Every request as "METHOD /path", in order. */
    calls,
    /** A colleague's commit straight onto a branch: path inside site/ → new text, or null to delete. */
    commitOn(branch: string, files: Record<string, string | null>, message: string): string {
      const head = store.refs.get(`heads/${branch}`)!;
      const changes = Object.entries(files).map(([path, text]) => (text === null ? { path: `site/${path}`, sha: null } : { path: `site/${path}`, content: text }));
      const sha = store.putCommit(store.writeTree(store.commits.get(head)!.tree, changes), [head], message);
      store.refs.set(`heads/${branch}`, sha);
      return sha;
    },
    /** A file of site/ as a branch or commit has it (undefined: absent). */
    fileAt(refOrSha: string, path: string): string | undefined {
      const sha = store.refs.get(`heads/${refOrSha}`) ?? refOrSha;
      const blob = store.files(store.commits.get(sha)!.tree).get(`site/${path}`);
      return blob ? store.blobs.get(blob)!.toString('utf8') : undefined;
    },
    branches: () => [...store.refs.keys()].map((ref) => ref.slice('heads/'.length)).sort(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type GithubStandIn = Awaited<ReturnType<typeof startGithubStandIn>>;
