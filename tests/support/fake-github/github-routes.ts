import type { Context } from 'hono';
import { emptyAnswer, jsonAnswer } from '../../../server/http/answers.ts';
import type { Route, RouteHandler } from '../../../server/http/http-app.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import type { GitStore, TreeChange } from './git-store.ts';
import { GithubRefusal, type createPulls } from './pulls.ts';
import { tarball } from './tarball.ts';
import { historyRoutes } from './history-routes.ts';
import { deploymentRoutes, type FakeDeployments } from './deployments.ts';

type Body = Record<string, unknown>;
type Endpoint = (c: Context, body: Body) => unknown;

const SHA = ':sha{[0-9a-f]{40}}';
/** Pictures travel base64 inside JSON, so a body here is as large as a change's pictures. */
const MAX_GITHUB_BODY_BYTES = 64 * 1024 * 1024;

export const notFound = () => new GithubRefusal(404, 'Not Found');

/** An endpoint's JSON answer: 201 for what POST creates, 200 otherwise, as GitHub answers. */
function endpoint(handle: Endpoint): RouteHandler {
  return async (c) => {
    let body: Body = {};
    if (c.req.raw.body) {
      const read = await readJsonBody(c.req.raw, MAX_GITHUB_BODY_BYTES);
      if (!read.ok) throw new GithubRefusal(400, 'Problems parsing JSON');
      body = (read.value ?? {}) as Body;
    }
    return jsonAnswer(c, c.req.method === 'POST' ? 201 : 200, handle(c, body));
  };
}

/** The Git Data API (refs, commits, trees, blobs), pull requests, check runs and deployments of one repository. */
export function githubRoutes(repo: string, store: GitStore, pulls: () => ReturnType<typeof createPulls>, deployments: () => FakeDeployments): Route[] {
  const commitJson = (sha: string) => {
    const commit = store.commits.get(sha);
    if (!commit) throw notFound();
    // The dates are the stand-in's clock when it made the commit, as GitHub dates a merge (github-deploys.ts compares them).
    const person = { name: 'Stand-in', email: 'stand-in@example.invalid', date: commit.at };
    return { sha, message: commit.message, tree: { sha: commit.tree }, parents: commit.parents.map((p) => ({ sha: p })), author: person, committer: person };
  };
  const param = (c: Context, name: string) => c.req.param(name)!;

  return [
    { path: `${repo}/git/ref/heads/:branch{.+}`, handlers: { GET: endpoint((c) => {
      const branch = param(c, 'branch');
      const sha = store.refs.get(`heads/${branch}`);
      if (!sha) throw notFound();
      return { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } };
    }) } },
    { path: `${repo}/git/commits/${SHA}`, handlers: { GET: endpoint((c) => commitJson(param(c, 'sha'))) } },
    { path: `${repo}/git/trees/${SHA}`, handlers: { GET: endpoint((c) => {
      const sha = param(c, 'sha');
      const entries = store.trees.get(sha);
      if (!entries) throw notFound();
      if (c.req.query('recursive') !== '1') return { sha, tree: entries, truncated: false };
      const deep: { path: string; mode: string; type: string; sha: string }[] = [];
      const walk = (tree: string, prefix: string) => {
        for (const e of store.trees.get(tree)!) {
          deep.push({ ...e, path: `${prefix}${e.path}` });
          if (e.type === 'tree') walk(e.sha, `${prefix}${e.path}/`);
        }
      };
      walk(sha, '');
      return { sha, tree: deep, truncated: false };
    }) } },
    { path: `${repo}/git/blobs/${SHA}`, handlers: { GET: endpoint((c) => {
      const sha = param(c, 'sha');
      const blob = store.blobs.get(sha);
      if (!blob) throw notFound();
      return { sha, size: blob.length, encoding: 'base64', content: blob.toString('base64').replace(/.{60}/g, '$&\n') };
    }) } },
    { path: `${repo}/git/blobs`, handlers: { POST: endpoint((_c, body) => {
      const { content, encoding = 'utf-8' } = body;
      if (typeof content !== 'string' || (encoding !== 'utf-8' && encoding !== 'base64')) throw new GithubRefusal(422, 'Invalid request');
      const sha = store.putBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'));
      return { sha, url: `${repo}/git/blobs/${sha}` };
    }) } },
    { path: `${repo}/git/trees`, handlers: { POST: endpoint((_c, body) => {
      const base = body.base_tree;
      if (base !== undefined && (typeof base !== 'string' || !store.trees.has(base))) throw new GithubRefusal(422, 'Invalid tree info');
      if (!Array.isArray(body.tree)) throw new GithubRefusal(422, 'Invalid tree info');
      try {
        return { sha: store.writeTree(base as string | undefined, body.tree as TreeChange[]) };
      } catch {
        throw new GithubRefusal(422, 'Invalid tree info');
      }
    }) } },
    { path: `${repo}/git/commits`, handlers: { POST: endpoint((_c, body) => {
      const { tree, parents, message } = body;
      if (typeof tree !== 'string' || !store.trees.has(tree) || typeof message !== 'string' || !Array.isArray(parents) || !parents.every((p) => store.commits.has(p))) {
        throw new GithubRefusal(422, 'Invalid commit');
      }
      return commitJson(store.putCommit(tree, parents as string[], message));
    }) } },
    { path: `${repo}/git/refs`, handlers: { POST: endpoint((_c, body) => {
      const { ref, sha } = body;
      if (typeof ref !== 'string' || !/^refs\/heads\/[A-Za-z0-9._/-]+$/.test(ref) || typeof sha !== 'string' || !store.commits.has(sha)) throw new GithubRefusal(422, 'Invalid request');
      const name = ref.slice('refs/'.length);
      // Creating a ref never moves an existing one: GitHub refuses a name that is taken.
      if (store.refs.has(name)) throw new GithubRefusal(422, 'Reference already exists');
      store.refs.set(name, sha);
      return { ref, object: { sha, type: 'commit' } };
    }) } },
    { path: `${repo}/git/refs/heads/:branch{.+}`, handlers: { DELETE: (c) => {
      if (!store.refs.delete(`heads/${param(c, 'branch')}`)) throw new GithubRefusal(422, 'Reference does not exist');
      return emptyAnswer(c);
    } } },
    { path: repo, handlers: { GET: endpoint(() => ({ full_name: repo.slice('/repos/'.length), default_branch: 'main', ...pulls().settings })) } },
    // GitHub answers a tarball request with a redirect to codeload, which serves it without the token.
    { path: `${repo}/tarball/:ref{.+}`, handlers: { GET: (c) => {
      const ref = param(c, 'ref');
      const sha = store.refs.get(`heads/${ref}`) ?? (store.commits.has(ref) ? ref : undefined);
      if (!sha) throw notFound();
      return c.redirect(`/codeload/${repo.slice('/repos/'.length)}/legacy.tar.gz/${sha}`, 302);
    } } },
    { path: `/codeload/${repo.slice('/repos/'.length)}/legacy.tar.gz/${SHA}`, handlers: { GET: (c) => {
      const sha = param(c, 'sha');
      const files = new Map([...store.files(store.commits.get(sha)!.tree)].map(([path, blob]) => [path, store.blobs.get(blob)!]));
      return c.body(new Uint8Array(tarball(repo.slice('/repos/'.length), sha, files)), 200, { 'Content-Type': 'application/x-gzip' });
    } } },
    { path: `${repo}/pulls`, handlers: {
      GET: (c) => {
        const { items, link } = pulls().list(new URL(c.req.url).searchParams, c.req.url);
        return jsonAnswer(c, 200, items, link ? { Link: link } : {});
      },
      POST: endpoint((_c, body) => pulls().create(body)),
    } },
    { path: `${repo}/pulls/:number{\\d+}`, handlers: { GET: endpoint((c) => pulls().get(Number(param(c, 'number')))) } },
    { path: `${repo}/pulls/:number{\\d+}/merge`, handlers: { PUT: endpoint((c, body) => pulls().merge(Number(param(c, 'number')), body)) } },
    { path: `${repo}/commits/${SHA}/check-runs`, handlers: { GET: endpoint((c) => pulls().checkRuns(param(c, 'sha'))) } },
    ...historyRoutes(repo, store),
    ...deploymentRoutes(repo, deployments),
  ];
}
