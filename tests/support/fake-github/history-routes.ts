import type { Context } from 'hono';
import { jsonAnswer } from '../../../server/http/answers.ts';
import type { Route } from '../../../server/http/http-app.ts';
import type { GitStore } from './git-store.ts';
import { GithubRefusal } from './pulls.ts';

const SHA = ':sha{[0-9a-f]{40}}';

/**
 * A file's history as GitHub's REST API gives it: the commits that touched a path
 * (GET /commits?sha=&path=&per_page=&page=), one commit with its files' status (GET /commits/{sha}),
 * and a file's text at a commit (GET /contents/{path}?ref=). Every commit of the stand-in is made
 * by "Stand-in", so an author found in the message is the studio's own record.
 */
export function historyRoutes(repo: string, store: GitStore): Route[] {
  // A branch's head or a commit id (no ref: the default branch), else undefined.
  const find = (ref: string | undefined) => (ref === undefined ? store.refs.get('heads/main') : (store.refs.get(`heads/${ref}`) ?? (store.commits.has(ref) ? ref : undefined)));
  const resolve = (ref: string | undefined) => {
    const sha = find(ref);
    // The commits API answers 422 "No commit found for SHA" for a ref it does not know (the contents API 404, below).
    if (!sha) throw new GithubRefusal(422, `No commit found for SHA: ${ref}`);
    return sha;
  };
  const summary = (sha: string) => {
    const commit = store.commits.get(sha)!;
    const person = { name: 'Stand-in', email: 'stand-in@example.invalid', date: commit.at };
    return { sha, commit: { message: commit.message, author: person, committer: person }, author: null, committer: null, parents: commit.parents.map((p) => ({ sha: p })) };
  };

  return [
    { path: `${repo}/commits`, handlers: { GET: (c: Context) => {
      const query = new URL(c.req.url).searchParams;
      const head = resolve(query.get('sha') ?? undefined);
      const path = query.get('path');
      const all = path ? store.touching(head, path) : [...store.ancestors(head)];
      const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
      const page = Number(query.get('page') ?? 1);
      return jsonAnswer(c, 200, all.slice((page - 1) * perPage, page * perPage).map(summary));
    } } },
    { path: `${repo}/commits/${SHA}`, handlers: { GET: (c: Context) => {
      const sha = c.req.param('sha')!;
      const commit = store.commits.get(sha);
      if (!commit) throw new GithubRefusal(422, `No commit found for SHA: ${sha}`);
      const after = store.files(commit.tree);
      const before = commit.parents[0] ? store.files(store.commits.get(commit.parents[0])!.tree) : new Map<string, string>();
      const files = [...new Set([...before.keys(), ...after.keys()])]
        .filter((path) => before.get(path) !== after.get(path))
        .sort()
        .map((filename) => ({ filename, sha: after.get(filename) ?? null, status: !before.has(filename) ? 'added' : !after.has(filename) ? 'removed' : 'modified' }));
      return jsonAnswer(c, 200, { ...summary(sha), files });
    } } },
    { path: `${repo}/contents/:path{.+}`, handlers: { GET: (c: Context) => {
      const path = c.req.param('path')!;
      const ref = c.req.query('ref');
      const sha = find(ref);
      // GitHub documents 404 here both for a ref it does not know and for a path the commit does not have.
      if (!sha) throw new GithubRefusal(404, `No commit found for the ref ${ref}`);
      const blob = store.files(store.commits.get(sha)!.tree).get(path);
      if (!blob) throw new GithubRefusal(404, 'Not Found');
      const bytes = store.blobs.get(blob)!;
      return jsonAnswer(c, 200, { type: 'file', path, name: path.split('/').pop(), sha: blob, size: bytes.length, encoding: 'base64', content: bytes.toString('base64').replace(/.{60}/g, '$&\n') });
    } } },
  ];
}
