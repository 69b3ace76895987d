import { ApiError } from '../../errors.ts';
import type { GithubApi } from './github-api.ts';
import { checkContentPath } from '../../content-paths.ts';
import { contentVersion } from '../../version.ts';
import { readTarball } from './github-tarball.ts';

/** The content files of one commit: site-relative path → blob id (= the file's version). */
export type SiteFiles = { commit: string; tree: string; files: Map<string, string> };

type TreeAnswer = { tree: { path: string; type: string; sha: string }[]; truncated: boolean };

/** Commits are looked at again while a change is merged and checked; a handful covers that. */
const KEPT_COMMITS = 8;
/**
 * From this many texts missing, the commit's tarball is read (one call and a redirect) instead of
 * one blob call per file: after a restart the whole site is missing, about 1,050 files at 1,000
 * towns, which one at a time would run into GitHub's secondary limit.
 */
export const TARBALL_FROM = 20;

/**
 * Reads the site/ folder of the repository at a commit. Everything but a branch's head is
 * addressed by its hash and can never change, so trees and file texts are kept by id: checking a
 * change copies the whole site, and only files that changed since the last copy are fetched again
 * (the first copy after a start comes from the commit's tarball, see `preload`).
 */
export function createSnapshotReader(api: GithubApi, repoPath: string, log: (line: string) => void = () => {}) {
  const commits = new Map<string, Promise<SiteFiles>>();
  const texts = new Map<string, Promise<string>>();

  // A failed fetch is forgotten, so the next request tries again instead of repeating the failure.
  function remember<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let found = map.get(key);
    if (!found) {
      found = load();
      map.set(key, found);
      found.catch(() => map.delete(key));
    }
    return found;
  }

  async function loadCommit(commit: string): Promise<SiteFiles> {
    const { tree } = await api.call<{ tree: { sha: string } }>('GET', `${repoPath}/git/commits/${commit}`);
    const root = await api.call<TreeAnswer>('GET', `${repoPath}/git/trees/${tree.sha}`);
    const site = root.tree.find((entry) => entry.path === 'site' && entry.type === 'tree');
    if (!site) throw new ApiError('github-failed', { details: [`The published branch has no site/ folder (commit ${commit.slice(0, 7)}).`] });
    const listing = await api.call<TreeAnswer>('GET', `${repoPath}/git/trees/${site.sha}?recursive=1`);
    if (listing.truncated) throw new ApiError('github-failed', { details: ['GitHub sent only part of the site/ folder (more than 100,000 entries).'] });
    const files = new Map<string, string>();
    for (const entry of listing.tree) if (entry.type === 'blob' && checkContentPath(entry.path).ok) files.set(entry.path, entry.sha);
    return { commit, tree: tree.sha, files };
  }

  return {
    /** The commit a branch points at now: the one thing read afresh every time. */
    async head(branch: string): Promise<string> {
      const ref = await api.call<{ object: { sha: string } }>('GET', `${repoPath}/git/ref/heads/${branch.split('/').map(encodeURIComponent).join('/')}`);
      return ref.object.sha;
    },
    files(commit: string): Promise<SiteFiles> {
      const found = remember(commits, commit, () => loadCommit(commit));
      while (commits.size > KEPT_COMMITS) commits.delete(commits.keys().next().value!);
      return found;
    },
    text(blob: string): Promise<string> {
      return remember(texts, blob, async () => {
        const answer = await api.call<{ content: string; encoding: string }>('GET', `${repoPath}/git/blobs/${blob}`);
        return Buffer.from(answer.content, answer.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8');
      });
    },
    /**
     * Makes sure the texts of these blobs are at hand before they are read one by one: when many are
     * missing, they come from the commit's tarball. A file whose tarball bytes do not hash to its
     * blob id (git archive's export-subst or line-end conversions) is left to its own blob call.
     */
    async preload(commit: string, blobs: Iterable<string>): Promise<void> {
      const missing = new Set([...blobs].filter((blob) => !texts.has(blob)));
      if (missing.size < TARBALL_FROM) return;
      let files: Map<string, Buffer>;
      try {
        files = await readTarball(await api.download(`${repoPath}/tarball/${commit}`));
      } catch (error) {
        // Never a reason to refuse a save: the texts are then read one by one, as before.
        log(`The tarball of ${commit} could not be read (${(error as Error).message}); the files are read one by one instead.`);
        return;
      }
      for (const [path, bytes] of files) {
        if (!path.startsWith('site/')) continue;
        const text = bytes.toString('utf8');
        const blob = contentVersion(text);
        if (missing.has(blob)) texts.set(blob, Promise.resolve(text));
      }
    },
    /** Forgets texts no longer in the site, so memory follows the site's size, not its history. */
    keepOnly(blobs: Set<string>): void {
      for (const blob of texts.keys()) if (!blobs.has(blob)) texts.delete(blob);
    },
  };
}

export type SnapshotReader = ReturnType<typeof createSnapshotReader>;
