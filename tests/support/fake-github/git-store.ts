import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TreeEntry = { path: string; mode: string; type: 'blob' | 'tree'; sha: string };
/** `at`: when the stand-in made it (ISO), as GitHub gives a commit's author and committer dates. */
export type Commit = { sha: string; tree: string; parents: string[]; message: string; at: string };
/** One entry of a tree to write: a path (may hold "/"), and new content, an existing blob, or null to remove it. */
export type TreeChange = { path: string; mode?: string; content?: string; sha?: string | null };

/**
 * The git objects of one in-memory repository, hashed the way git hashes them, so the ids the
 * backend sees (a file's blob id above all, which is its content version) are the real ones.
 */
export function createGitStore(now: () => number = Date.now) {
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, TreeEntry[]>();
  const commits = new Map<string, Commit>();
  const refs = new Map<string, string>();

  const hash = (type: string, body: Buffer) => {
    const sha = createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
    return sha;
  };

  function putBlob(content: Buffer): string {
    const sha = hash('blob', content);
    blobs.set(sha, content);
    return sha;
  }

  function putTree(entries: TreeEntry[]): string {
    // git orders entries by name, a folder's name compared as if it ended in "/".
    const key = (e: TreeEntry) => (e.type === 'tree' ? `${e.path}/` : e.path);
    const sorted = [...entries].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    const body = Buffer.concat(sorted.flatMap((e) => [Buffer.from(`${e.type === 'tree' ? '40000' : e.mode} ${e.path}\0`), Buffer.from(e.sha, 'hex')]));
    const sha = hash('tree', body);
    trees.set(sha, sorted);
    return sha;
  }

  /** A new tree: `base` with the changes applied, folders made or dropped as needed. */
  function writeTree(base: string | undefined, changes: TreeChange[]): string {
    const entries = new Map((base ? trees.get(base) ?? [] : []).map((e) => [e.path, e]));
    const deeper = new Map<string, TreeChange[]>();
    for (const change of changes) {
      const [name, ...rest] = change.path.split('/');
      if (!name) throw new Error(`Bad tree path "${change.path}"`);
      if (rest.length > 0) deeper.set(name, [...(deeper.get(name) ?? []), { ...change, path: rest.join('/') }]);
      else if (change.sha === null) entries.delete(name);
      else {
        const sha = change.content !== undefined ? putBlob(Buffer.from(change.content, 'utf8')) : change.sha;
        if (!sha || !blobs.has(sha)) throw new Error(`No blob for "${change.path}"`);
        entries.set(name, { path: name, mode: change.mode ?? '100644', type: 'blob', sha });
      }
    }
    for (const [name, inner] of deeper) {
      const existing = entries.get(name);
      const sub = writeTree(existing?.type === 'tree' ? existing.sha : undefined, inner);
      if (trees.get(sub)!.length === 0) entries.delete(name);
      else entries.set(name, { path: name, mode: '040000', type: 'tree', sha: sub });
    }
    return putTree([...entries.values()]);
  }

  function putCommit(tree: string, parents: string[], message: string): string {
    const text = [`tree ${tree}`, ...parents.map((p) => `parent ${p}`), 'author Stand-in <stand-in@example.invalid> 0 +0000', 'committer Stand-in <stand-in@example.invalid> 0 +0000', '', message].join('\n');
    const sha = hash('commit', Buffer.from(text, 'utf8'));
    commits.set(sha, { sha, tree, parents, message, at: commits.get(sha)?.at ?? new Date(now()).toISOString() });
    return sha;
  }

  /** Every blob under a tree, by full path ("site/towns/benson.json" → blob id). */
  function files(tree: string, prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const e of trees.get(tree) ?? []) {
      if (e.type === 'tree') for (const [path, sha] of files(e.sha, `${prefix}${e.path}/`)) out.set(path, sha);
      else out.set(`${prefix}${e.path}`, e.sha);
    }
    return out;
  }

  function ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const queue = [sha];
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(commits.get(next)?.parents ?? []));
    }
    return seen;
  }

  /**
   * The commits that changed `path` (a full path, "site/towns/benson.json"), newest first, following
   * first parents from `head`, as `git log --first-parent -- <path>` lists them.
   */
  function touching(head: string, path: string): string[] {
    const found: string[] = [];
    for (let sha: string | undefined = head; sha; sha = commits.get(sha)?.parents[0]) {
      const commit = commits.get(sha);
      if (!commit) break;
      const parent = commit.parents[0] ? commits.get(commit.parents[0]) : undefined;
      if (files(commit.tree).get(path) !== (parent ? files(parent.tree).get(path) : undefined)) found.push(sha);
    }
    return found;
  }

  return { blobs, trees, commits, refs, putBlob, writeTree, putCommit, files, ancestors, touching };
}

export type GitStore = ReturnType<typeof createGitStore>;

/** A repository whose `branch` holds one commit with `dir`'s files under `under` (e.g. a copy of site/ under "site"). */
export function seedFromFolder(store: GitStore, dir: string, under: string, branch: string): string {
  const changes: TreeChange[] = [];
  const walk = (folder: string, at: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${at}/${entry.name}`);
      else if (entry.isFile()) changes.push({ path: `${at}/${entry.name}`, content: readFileSync(join(folder, entry.name), 'utf8') });
    }
  };
  walk(dir, under);
  const commit = store.putCommit(store.writeTree(undefined, changes), [], 'Seed the stand-in repository');
  store.refs.set(`heads/${branch}`, commit);
  return commit;
}
