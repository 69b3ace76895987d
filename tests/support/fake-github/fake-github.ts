import type { KeyObject } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { jsonAnswer } from '../../../server/http/answers.ts';
import { createHttpApp, requestPath } from '../../../server/http/http-app.ts';
import { serveOnNode } from '../../../server/http/serve-on-node.ts';
import { createAppAuth } from './app-auth.ts';
import { createBadDays } from './bad-days.ts';
import { createGitStore, seedFromFolder } from './git-store.ts';
import { githubRoutes, notFound } from './github-routes.ts';
import { createPulls, GithubRefusal } from './pulls.ts';
import { createDeployments } from './deployments.ts';

/** The one REST API version the stand-in answers, the one the backend was written for. */
export const API_VERSION = '2022-11-28';

export type FakeGithubOptions = {
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

/**
 * An in-memory stand-in for exactly the GitHub REST endpoints the github backend calls, for the tests:
 * installation tokens, refs, commits, trees and blobs of the Git Data API, the repository's merge
 * settings, its tarball, pull requests and check runs, deployments and their statuses (deployments.ts), and a file's commits and its text at one (history-routes.ts). Anything else answers 404, so a call the
 * backend starts making unnoticed fails its tests, and a request without "X-GitHub-Api-Version: 2022-11-28" answers 400. `badDays` makes it answer as GitHub does when
 * it is failing or limiting (bad-days.ts); `pulls.settings` and `pulls.protection` refuse merges.
 */
export async function startFakeGithub(options: FakeGithubOptions) {
  const now = options.now ?? Date.now;
  const store = createGitStore(now);
  seedFromFolder(store, options.seedSiteDir, 'site', options.baseBranch);
  const auth = createAppAuth({ appId: options.appId, installationId: options.installationId, publicKey: options.publicKey, now });
  const calls: string[] = [];
  const urls: string[] = [];
  const pinning: { call: string; accept: string | undefined; version: string | undefined }[] = [];
  const badDays = createBadDays(options.installationId);
  const repo = `/repos/${options.repository}`;
  let pulls!: ReturnType<typeof createPulls>;
  const deployments = createDeployments(store, now);

  const before: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    const path = requestPath(c);
    calls.push(`${method} ${path}`);
    urls.push(`${method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}`);
    const version = c.req.header('x-github-api-version');
    pinning.push({ call: `${method} ${path}`, accept: c.req.header('accept'), version });
    // GitHub takes a request without the header as 2022-11-28; the stand-in refuses it, so every test
    // of the backend proves its client pins the version (github-client.ts). codeload is not the API.
    if (version !== API_VERSION && !path.startsWith('/codeload/')) {
      const message = version === undefined ? `Missing X-GitHub-Api-Version header: this stand-in answers only API version ${API_VERSION}.` : `API version ${version} is not supported.`;
      return jsonAnswer(c, 400, { message, documentation_url: 'https://docs.github.com/rest/about-the-rest-api/api-versions' });
    }
    const fault = badDays.take(method, path);
    if (fault && !fault.afterDoing) return jsonAnswer(c, fault.status, { message: fault.message, documentation_url: 'https://docs.github.com/rest' }, fault.headers);
    // codeload serves a tarball to whoever has its address, as GitHub's redirect hands it out.
    if (path.startsWith('/codeload/')) return next();
    // Trading the app's JWT for an installation token is the one call made without that token.
    const exchange = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(path);
    if (exchange && method === 'POST') {
      // The scheme's case does not matter (RFC 9110); Octokit writes "bearer".
      const jwt = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      const refused = auth.checkJwt(jwt);
      if (refused) throw new GithubRefusal(401, refused);
      if (exchange[1] !== auth.installationId) throw notFound();
      return jsonAnswer(c, 201, auth.issue(jwt));
    }
    if (!auth.allows(c.req.header('authorization'))) throw new GithubRefusal(401, 'Bad credentials');
    await next();
    // Done, and then the answer lost.
    if (fault?.afterDoing) c.res = jsonAnswer(c, fault.status, { message: fault.message, documentation_url: 'https://docs.github.com/rest' }, fault.headers);
  };
  const refusal = (c: Context, error: GithubRefusal) => jsonAnswer(c, error.status, { message: error.message, documentation_url: 'https://docs.github.com/rest' });
  const app = createHttpApp({
    before,
    routes: githubRoutes(repo, store, () => pulls, () => deployments),
    // GitHub answers 404 for a method an address does not take, as for an address it does not have.
    notFound: (c) => refusal(c, notFound()),
    methodNotAllowed: (c) => refusal(c, notFound()),
    onError: (error, c) => refusal(c, error instanceof GithubRefusal ? error : new GithubRefusal(500, String(error))),
  });
  const server = await serveOnNode(app, { port: 0, host: '127.0.0.1', portSetting: 'the fake GitHub\'s port', log: () => {} });
  const url = server.url;
  pulls = createPulls(store, options.repository, `${url}/web`, now);

  return {
    url,
    store,
    pulls,
    /** The production deployments the deploy workflow would make; a test creates them and sets their statuses. */
    deployments,
    auth,
    badDays,
    /** Every request as "METHOD /path", in order. */
    calls,
    /** The same with each query ("GET /repos/o/r/pulls?state=open&page=2"). */
    urls,
    /** Each request's "METHOD /path" with the two headers that pin GitHub's API, as sent. */
    pinning,
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
    close: () => server.close(),
  };
}

export type FakeGithub = Awaited<ReturnType<typeof startFakeGithub>>;
