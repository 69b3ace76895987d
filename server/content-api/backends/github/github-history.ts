import { HISTORY_LIMIT, type FileHistoryEntry, type StoredFile, type UndoPlan } from '../../backend.ts';
import type { FileChange } from '../../change-request.ts';
import { checkContentPath } from '../../content-paths.ts';
import { reverseFile } from '../../undo-change.ts';
import { GithubError, type GithubApi } from './github-api.ts';
import type { GithubRepository } from './github-settings.ts';

type ListedCommit = { sha: string; commit: { message: string; author: { name?: string; date?: string } | null; committer: { date?: string } | null }; author: { login?: string } | null };
type CommitDetail = ListedCommit & { parents?: { sha: string }[]; files?: { filename: string; status: string }[] };
type Contents = { type: string; encoding?: string; content?: string };

/** Commit details are read this many at a time: one call each, for the file's status in it. */
const PARALLEL_READS = 8;
/**
 * The line the studio writes into its commits and its merges (change-description.ts, github-changes.ts),
 * always below the first line: that one is the staff member's own summary, which may say anything.
 */
const STUDIO_AUTHOR = /^Submitted by (.+) in the content studio\.$/m;
const ACTIONS: Record<string, FileHistoryEntry['action']> = { added: 'created', removed: 'deleted' };
const COMMIT_ID = /^[0-9a-f]{40}$/;

/**
 * A file's history on the published branch: the commits that changed it (GitHub lists them newest
 * first), each read once more for what it did to the file. The version of a change is its commit,
 * and reading it back is the file at that commit (the contents API, `?ref=`), so a version id can
 * never reach another file.
 */
export function createFileHistory(api: GithubApi, repository: GithubRepository) {
  const repoPath = `/repos/${repository.owner}/${repository.name}`;
  const contentsPath = (path: string) => `${repoPath}/contents/${`site/${path}`.split('/').map(encodeURIComponent).join('/')}`;

  async function history(path: string): Promise<FileHistoryEntry[]> {
    const query = new URLSearchParams({ sha: repository.baseBranch, path: `site/${path}`, per_page: String(HISTORY_LIMIT) });
    const listed = (await api.call<ListedCommit[]>('GET', `${repoPath}/commits?${query}`)).slice(0, HISTORY_LIMIT);
    const entries: FileHistoryEntry[] = [];
    for (let i = 0; i < listed.length; i += PARALLEL_READS) {
      const details = await Promise.all(listed.slice(i, i + PARALLEL_READS).map((commit) => api.call<CommitDetail>('GET', `${repoPath}/commits/${commit.sha}`)));
      entries.push(...details.map((detail) => entryOf(detail, path)));
    }
    return entries;
  }

  async function readVersion(path: string, version: string): Promise<StoredFile | undefined> {
    if (!COMMIT_ID.test(version)) return undefined;
    try {
      const answer = await api.call<Contents>('GET', `${contentsPath(path)}?ref=${version}`);
      if (answer.type !== 'file' || answer.encoding !== 'base64' || answer.content === undefined) return undefined;
      return { path, version, text: Buffer.from(answer.content, 'base64').toString('utf8') };
    } catch (error) {
      // 404: the file was not there at that commit, or GitHub knows no such commit ("No commit found for the ref …").
      if (error instanceof GithubError && error.status === 404) return undefined;
      throw error;
    }
  }

  // The file's text at a commit, or undefined where it was not there.
  async function textAt(path: string, ref: string): Promise<string | undefined> {
    return (await readVersion(path, ref))?.text;
  }

  /**
   * The reverse of a published change: every content file its commit touched, back to its text at
   * the commit's first parent (the published branch before it, for a merge commit too), merged
   * against the text the commit left. Submitted like any change, it becomes one new branch from the
   * published branch, one commit and one pull request, checked and published like any other.
   * Only a commit of this file's history on the published branch (one call): an id never reaches another.
   */
  async function undoPlan(path: string, sha: string): Promise<UndoPlan | undefined> {
    if (!COMMIT_ID.test(sha)) return undefined;
    const query = new URLSearchParams({ sha: repository.baseBranch, path: `site/${path}`, per_page: String(HISTORY_LIMIT) });
    const listed = await api.call<ListedCommit[]>('GET', `${repoPath}/commits?${query}`);
    if (!listed.slice(0, HISTORY_LIMIT).some((commit) => commit.sha === sha)) return undefined;
    const detail = await api.call<CommitDetail>('GET', `${repoPath}/commits/${sha}`);
    const parent = detail.parents?.[0]?.sha;
    if (!parent) return undefined;
    // Pictures and files outside site/ stay as they are: a picture no page shows any more is harmless.
    const paths = (detail.files ?? [])
      .filter((file) => file.filename.startsWith('site/'))
      .map((file) => file.filename.slice('site/'.length))
      .filter((one) => checkContentPath(one).ok);
    const files: FileChange[] = [];
    for (const one of paths) {
      const reverse = reverseFile(one, await textAt(one, parent), await textAt(one, sha));
      if (!reverse) return undefined;
      files.push(reverse);
    }
    return files.length > 0 ? { files } : undefined;
  }

  return { history, readVersion, undoPlan };
}

/** One commit as the office reads it: the summary is its first line without GitHub's "(#12)". */
function entryOf(detail: CommitDetail, path: string): FileHistoryEntry {
  const status = detail.files?.find((file) => file.filename === `site/${path}`)?.status ?? 'modified';
  const action = ACTIONS[status] ?? 'changed';
  const message = detail.commit.message;
  return {
    at: detail.commit.committer?.date ?? detail.commit.author?.date ?? '',
    // The staff member the studio recorded; a commit made elsewhere keeps its git author.
    user: STUDIO_AUTHOR.exec(belowFirstLine(message))?.[1] ?? detail.commit.author?.name ?? detail.author?.login ?? '',
    summary: (message.split('\n')[0] ?? '').replace(/\s*\(#\d+\)$/, ''),
    action,
    version: action === 'deleted' ? null : detail.sha,
    // The repository's first commit has nothing before it to go back to.
    undo: detail.parents?.length ? detail.sha : null,
  };
}

function belowFirstLine(message: string): string {
  const end = message.indexOf('\n');
  return end === -1 ? '' : message.slice(end + 1);
}
