import { HISTORY_LIMIT, type FileHistoryEntry, type StoredFile } from '../../backend.ts';
import { GithubError, type GithubApi } from './github-api.ts';
import type { GithubRepository } from './github-settings.ts';

type ListedCommit = { sha: string; commit: { message: string; author: { name?: string; date?: string } | null; committer: { date?: string } | null }; author: { login?: string } | null };
type CommitDetail = ListedCommit & { files?: { filename: string; status: string }[] };
type Contents = { type: string; encoding?: string; content?: string };

/** Commit details are read this many at a time: one call each, for the file's status in it. */
const PARALLEL_READS = 8;
/** The line the studio writes into its commits and its merges (change-description.ts, github-changes.ts). */
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
      // 404: the file was not there at that commit; 422: GitHub knows no such commit.
      if (error instanceof GithubError && (error.status === 404 || error.status === 422)) return undefined;
      throw error;
    }
  }

  return { history, readVersion };
}

/** One commit as the office reads it: the summary is its first line without GitHub's "(#12)". */
function entryOf(detail: CommitDetail, path: string): FileHistoryEntry {
  const status = detail.files?.find((file) => file.filename === `site/${path}`)?.status ?? 'modified';
  const action = ACTIONS[status] ?? 'changed';
  const message = detail.commit.message;
  return {
    at: detail.commit.committer?.date ?? detail.commit.author?.date ?? '',
    // The staff member the studio recorded; a commit made elsewhere keeps its git author.
    user: STUDIO_AUTHOR.exec(message)?.[1] ?? detail.commit.author?.name ?? detail.author?.login ?? '',
    summary: (message.split('\n')[0] ?? '').replace(/\s*\(#\d+\)$/, ''),
    action,
    version: action === 'deleted' ? null : detail.sha,
  };
}
