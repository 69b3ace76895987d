import type { PublishResult, SubmittedChange } from '../../backend.ts';
import { readChangeMeta } from '../../change-description.ts';
import { ApiError } from '../../errors.ts';
import { GithubError, type GithubApi } from './github-api.ts';
import type { GithubRepository } from './github-settings.ts';
import type { Staff } from '../../staff-check.ts';

type Pull = {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  merged_at: string | null;
  updated_at: string;
  html_url: string;
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  base: { ref: string };
};
type CheckRuns = { check_runs: { name: string; status: string; conclusion: string | null; html_url?: string; output?: { title?: string | null; summary?: string | null } }[] };

/** Conclusions GitHub gives a check run that did not pass. */
const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);
/** The studio shows the latest changes; older ones are on GitHub. */
const LISTED = 100;

/**
 * The submitted changes, as the studio's dashboard shows them: the pull requests whose branch starts
 * with the studio's prefix, with their state read from GitHub (merged = published, failing checks,
 * checks still running, waiting for review), and publishing one, which is merging it.
 */
export function createChangeList(api: GithubApi, repository: GithubRepository) {
  const repoPath = `/repos/${repository.owner}/${repository.name}`;
  // Only the studio's own pull requests: another branch, or one from a fork, is never listed or merged here.
  const ours = (pull: Pull) =>
    pull.head.ref.startsWith(repository.branchPrefix) &&
    pull.head.repo?.full_name.toLowerCase() === `${repository.owner}/${repository.name}`.toLowerCase() &&
    pull.base.ref === repository.baseBranch;

  async function describe(pull: Pull): Promise<SubmittedChange> {
    const meta = readChangeMeta(pull.body);
    const change = { number: pull.number, title: pull.title, summary: meta?.summary ?? pull.title, author: meta?.author ?? null, url: pull.html_url, branch: pull.head.ref, updatedAt: pull.updated_at };
    if (pull.merged_at) return { ...change, state: 'published', failedChecks: [] };
    if (pull.state === 'closed') return { ...change, state: 'closed', failedChecks: [] };
    const { check_runs: runs } = await api.call<CheckRuns>('GET', `${repoPath}/commits/${pull.head.sha}/check-runs?per_page=100`);
    const failed = runs.filter((run) => run.status === 'completed' && FAILED.has(run.conclusion ?? ''));
    const failedChecks = failed.map((run) => ({ name: run.name, title: run.output?.title ?? null, summary: run.output?.summary ?? null, url: run.html_url ?? null }));
    if (failed.length > 0) return { ...change, state: 'checks-failed', failedChecks };
    return { ...change, state: runs.some((run) => run.status !== 'completed') ? 'checks-running' : 'waiting-for-review', failedChecks };
  }

  return {
    async list(): Promise<SubmittedChange[]> {
      const query = new URLSearchParams({ state: 'all', base: repository.baseBranch, sort: 'updated', direction: 'desc', per_page: String(LISTED) });
      const pulls = await api.call<Pull[]>('GET', `${repoPath}/pulls?${query}`);
      return Promise.all(pulls.filter(ours).map(describe));
    },

    async publish(number: number, staff: Staff): Promise<PublishResult> {
      const pull = await api.call<Pull>('GET', `${repoPath}/pulls/${number}`).catch((error: unknown) => {
        throw error instanceof GithubError && error.status === 404 ? new ApiError('change-not-found', { details: [`There is no submitted change #${number}.`] }) : error;
      });
      if (!ours(pull)) throw new ApiError('change-not-found', { details: [`#${number} was not submitted from the studio, so it is published on GitHub, not here.`] });
      if (pull.merged_at) throw new ApiError('change-not-open', { details: [`#${number} is already published.`] });
      if (pull.state !== 'open') throw new ApiError('change-not-open', { details: [`#${number} was closed without publishing.`] });
      try {
        // `sha` makes GitHub merge only what was reviewed: a push to the branch since then refuses the merge.
        const merged = await api.call<{ sha: string }>('PUT', `${repoPath}/pulls/${number}/merge`, {
          sha: pull.head.sha,
          merge_method: 'squash',
          commit_title: `${pull.title} (#${number})`,
          commit_message: `Published by ${staff.user} in the content studio.`,
        });
        return { number, url: pull.html_url, published: true, commit: merged.sha };
      } catch (error) {
        if (error instanceof GithubError && (error.status === 405 || error.status === 409)) {
          throw new ApiError('change-not-mergeable', { details: [`GitHub says: ${error.githubMessage}`] });
        }
        throw error;
      }
    },
  };
}
