import { ApiError } from '../../errors.ts';
import type { GithubApi } from './github-api.ts';
import type { GithubRepository } from './github-settings.ts';

type Deployment = { id: number; sha: string; created_at: string };
type DeploymentStatus = { state: string; created_at: string };
type GitCommit = { committer: { date: string } };

/** One production deployment as the list needs it: when its commit was made, its latest state, and when it first succeeded. */
/** `createdAt`: when the deploy workflow's run recorded it (it starts running then). */
export type Deploy = { sha: string; committedAt: number; createdAt: number; state: string; succeededAt: number | null };
/** The newest production deployments, newest first; `complete` when there are no older ones. */
export type RecentDeploys = { deploys: Deploy[]; complete: boolean };
/** What a published change's deploys say of it. */
export type DeployState = { state: 'published' | 'publishing' | 'live' | 'publish-failed'; liveSince: string | null };

/** The newest deployments read per list: ten publishes, or ten weeks of weekly builds. */
const RECENT = 10;
/**
 * A change no deploy has picked up after this long was not deployed: the workflow did not run; a deploy
 * still not finished this long after it started will not finish (its run died). A deploy
 * takes a few minutes, but may wait behind one still running (the workflow's timeout is 30 minutes).
 */
export const STALLED_MS = 60 * 60_000;
/** Statuses after which a deployment does not change any more (a success may later be marked inactive, which changes nothing here). */
const FINAL = new Set(['success', 'failure', 'error', 'inactive']);

/**
 * Reads the production deployments the deploy workflow records on GitHub (decision 026). A
 * commit's date and a finished deployment's statuses never change, so they are kept: after the first
 * list, a refresh costs one call, plus one per deployment still running.
 */
export function createDeployReader(api: GithubApi, repository: GithubRepository, log: (line: string) => void) {
  const repoPath = `/repos/${repository.owner}/${repository.name}`;
  const commitDates = new Map<string, number>();
  const finished = new Map<number, Pick<Deploy, 'state' | 'succeededAt'>>();

  async function committedAt(sha: string): Promise<number> {
    const known = commitDates.get(sha);
    if (known !== undefined) return known;
    const commit = await api.call<GitCommit>('GET', `${repoPath}/git/commits/${sha}`);
    const date = Date.parse(commit.committer.date);
    commitDates.set(sha, date);
    return date;
  }

  async function outcome(id: number): Promise<Pick<Deploy, 'state' | 'succeededAt'>> {
    const known = finished.get(id);
    if (known) return known;
    // Newest first; a deployment with no status yet is waiting to start.
    const statuses = await api.call<DeploymentStatus[]>('GET', `${repoPath}/deployments/${id}/statuses?per_page=100`);
    const success = statuses.filter((s) => s.state === 'success').at(-1);
    const result = { state: statuses[0]?.state ?? 'pending', succeededAt: success ? Date.parse(success.created_at) : null };
    if (FINAL.has(result.state)) finished.set(id, result);
    return result;
  }

  const compared = new Map<string, boolean>();
  /** Whether `head` holds `base` (GitHub's compare; the answer never changes, so it is kept). */
  async function holds(base: string, head: string): Promise<boolean> {
    const key = `${base}...${head}`;
    if (!compared.has(key)) compared.set(key, ['ahead', 'identical'].includes((await api.call<{ status: string }>('GET', `${repoPath}/compare/${key}`)).status));
    return compared.get(key)!;
  }

  return {
    /** The recent deploys, or undefined when GitHub would not tell (the list still answers; the change shows as published). */
    async recent(): Promise<RecentDeploys | undefined> {
      try {
        const list = await api.call<Deployment[]>('GET', `${repoPath}/deployments?environment=production&per_page=${RECENT}`);
        const deploys = await Promise.all(list.map(async (d) => ({ sha: d.sha, committedAt: await committedAt(d.sha), createdAt: Date.parse(d.created_at), ...(await outcome(d.id)) })));
        return { deploys, complete: list.length < RECENT };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        log(`The deploys could not be read (${error.code}); published changes are listed without whether they are live.`);
        return undefined;
      }
    },
    /**
     * Which of the deploys hold a change merged at `mergedAt` as `mergeCommit`: its own commit, or one
     * made after the merge (the published branch only moves forward, and GitHub dates a merge's commit
     * at the merge). A commit of the very same second may be just before it: GitHub's compare says.
     */
    async holding(mergedAt: string, mergeCommit: string | null, recent: RecentDeploys): Promise<Deploy[]> {
      const merged = Date.parse(mergedAt);
      const found = await Promise.all(recent.deploys.map(async (d) => {
        if (d.sha === mergeCommit || d.committedAt > merged) return true;
        if (d.committedAt < merged || !mergeCommit) return false;
        return holds(mergeCommit, d.sha).catch((error: unknown) => {
          if (!(error instanceof ApiError)) throw error;
          return false;
        });
      }));
      return recent.deploys.filter((_d, i) => found[i]);
    },
  };
}

/**
 * Where a change published (merged) at `mergedAt` stands, given the recent deploys and those of them
 * that hold it (`holding`, newest first: a later deploy of a newer commit holds every change published
 * before it). Live since the first successful deploy that holds it.
 */
export function deployState(mergedAt: string, recent: RecentDeploys | undefined, holding: Deploy[], now: number): DeployState {
  const published = { state: 'published', liveSince: null } as const;
  // No deploys recorded at all: this repository does not deploy through the workflow, so nothing can be said.
  if (!recent || recent.deploys.length === 0) return published;
  const merged = Date.parse(mergedAt);
  const succeeded = holding.filter((d) => d.succeededAt !== null);
  if (succeeded.length > 0) {
    // When every deploy read holds it and older ones exist, it may have gone live before them: say live, without a time.
    const mayBeOlder = holding.length === recent.deploys.length && !recent.complete;
    const first = Math.min(...succeeded.map((d) => d.succeededAt!));
    return { state: 'live', liveSince: mayBeOlder ? null : new Date(first).toISOString() };
  }
  const newest = holding[0];
  if (!newest) return { state: now - merged > STALLED_MS ? 'publish-failed' : 'publishing', liveSince: null };
  if (newest.state === 'failure' || newest.state === 'error') return { state: 'publish-failed', liveSince: null };
  // Not finished after the stalled limit: its run died without saying so (a lost runner skips the
  // workflow's failure step), and GitHub would show it in progress forever.
  const started = Number.isNaN(newest.createdAt) ? newest.committedAt : newest.createdAt;
  return { state: !FINAL.has(newest.state) && now - started > STALLED_MS ? 'publish-failed' : 'publishing', liveSince: null };
}
