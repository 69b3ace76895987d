import type { PublishResult, SubmittedChange } from '../../backend.ts';
import { readChangeMeta } from '../../change-description.ts';
import { ApiError } from '../../errors.ts';
import { GithubError, type GithubApi } from './github-api.ts';
import { createDeployReader, deployState, type RecentDeploys } from './github-deploys.ts';
import type { GithubRepository } from './github-settings.ts';
import type { Staff } from '../../staff-check.ts';

type Pull = {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  merged_at: string | null;
  merge_commit_sha?: string | null;
  updated_at: string;
  html_url: string;
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  base: { ref: string };
};
type CheckRuns = { check_runs: { name: string; status: string; conclusion: string | null; html_url?: string; output?: { title?: string | null; summary?: string | null } }[] };

/** Conclusions GitHub gives a check run that did not pass. */
const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);
/** Open pull requests are read 100 a page, following `Link`, up to this many pages (1,000 changes waiting). */
const OPEN_PAGES = 10;
/** Of the closed ones only the most recently updated are shown; older ones are on GitHub. */
const RECENT_CLOSED = 30;
/** Publishing prefers one commit per change, then a merge commit, then a rebase: whichever the repository allows. */
const MERGE_METHODS = [
  ['squash', 'allow_squash_merge'],
  ['merge', 'allow_merge_commit'],
  ['rebase', 'allow_rebase_merge'],
] as const;
type RepositorySettings = Partial<Record<(typeof MERGE_METHODS)[number][1], boolean>>;

/**
 * The submitted changes, as the studio's dashboard shows them: the pull requests whose branch starts
 * with the studio's prefix, with their state read from GitHub (failing checks, checks still running,
 * waiting for review; once merged, publishing, live or failed from the production deploys:
 * github-deploys.ts), and publishing one, which is merging it.
 */
export function createChangeList(api: GithubApi, repository: GithubRepository, log: (line: string) => void = () => {}, now: () => number = Date.now) {
  const deploys = createDeployReader(api, repository, log);
  const repoPath = `/repos/${repository.owner}/${repository.name}`;
  // Only the studio's own pull requests: another branch, or one from a fork, is never listed or merged here.
  const ours = (pull: Pull) =>
    pull.head.ref.startsWith(repository.branchPrefix) &&
    pull.head.repo?.full_name.toLowerCase() === `${repository.owner}/${repository.name}`.toLowerCase() &&
    pull.base.ref === repository.baseBranch;

  async function describe(pull: Pull, recent: RecentDeploys | undefined): Promise<SubmittedChange> {
    const meta = readChangeMeta(pull.body);
    const change = { number: pull.number, title: pull.title, summary: meta?.summary ?? pull.title, author: meta?.author ?? null, url: pull.html_url, branch: pull.head.ref, updatedAt: pull.updated_at };
    if (pull.merged_at) {
      const holding = recent ? await deploys.holding(pull.merged_at, pull.merge_commit_sha ?? null, recent) : [];
      return { ...change, ...deployState(pull.merged_at, recent, holding, now()), publishedAt: pull.merged_at, failedChecks: [] };
    }
    if (pull.state === 'closed') return { ...change, state: 'closed', failedChecks: [] };
    let runs: CheckRuns['check_runs'];
    try {
      ({ check_runs: runs } = await api.call<CheckRuns>('GET', `${repoPath}/commits/${pull.head.sha}/check-runs?per_page=100`));
    } catch (error) {
      // One change whose checks cannot be read is shown as such; the rest of the list still is.
      if (!(error instanceof ApiError)) throw error;
      log(`The checks of #${pull.number} could not be read (${error.code}); it is listed as unknown.`);
      return { ...change, state: 'unknown', failedChecks: [] };
    }
    const failed = runs.filter((run) => run.status === 'completed' && FAILED.has(run.conclusion ?? ''));
    const failedChecks = failed.map((run) => ({ name: run.name, title: run.output?.title ?? null, summary: run.output?.summary ?? null, url: run.html_url ?? null }));
    if (failed.length > 0) return { ...change, state: 'checks-failed', failedChecks };
    return { ...change, state: runs.some((run) => run.status !== 'completed') ? 'checks-running' : 'waiting-for-review', failedChecks };
  }

  return {
    async list(): Promise<SubmittedChange[]> {
      const query = (state: string, perPage: number) => new URLSearchParams({ state, base: repository.baseBranch, sort: 'updated', direction: 'desc', per_page: String(perPage) });
      const [open, closed] = await Promise.all([
        api.pages<Pull>(`${repoPath}/pulls?${query('open', 100)}`, OPEN_PAGES),
        api.call<Pull[]>('GET', `${repoPath}/pulls?${query('closed', RECENT_CLOSED)}`),
      ]);
      // Newest first; a pull request closed between the two reads is listed once.
      const seen = new Set(open.map((pull) => pull.number));
      const pulls = [...open, ...closed.filter((pull) => !seen.has(pull.number))].sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : b.number - a.number));
      const listed = pulls.filter(ours);
      // The deploys are read only when a published change is listed: they say whether it is live yet.
      const recent = listed.some((pull) => pull.merged_at) ? await deploys.recent() : undefined;
      return Promise.all(listed.map((pull) => describe(pull, recent)));
    },

    async publish(number: number, staff: Staff): Promise<PublishResult> {
      const pull = await api.call<Pull>('GET', `${repoPath}/pulls/${number}`).catch((error: unknown) => {
        throw error instanceof GithubError && error.status === 404 ? new ApiError('change-not-found', { details: [`There is no submitted change #${number}.`] }) : error;
      });
      if (!ours(pull)) throw new ApiError('change-not-found', { details: [`#${number} was not submitted from the studio, so it is published on GitHub, not here.`] });
      if (pull.merged_at) throw new ApiError('change-not-open', { details: [`#${number} is already published.`] });
      if (pull.state !== 'open') throw new ApiError('change-not-open', { details: [`#${number} was closed without publishing.`] });
      const settings = await api.call<RepositorySettings>('GET', repoPath);
      const submitter = readChangeMeta(pull.body)?.author;
      // A setting GitHub leaves out of its answer counts as allowed: GitHub allows all three by default.
      const method = MERGE_METHODS.find(([, setting]) => settings[setting] !== false)?.[0];
      if (!method) throw new ApiError('change-merge-not-allowed', { url: pull.html_url, details: ['Squash merging, merge commits and rebase merging are all turned off for this repository.'] });
      try {
        // `sha` makes GitHub merge only what was reviewed: a push to the branch since then refuses the merge.
        const merged = await api.call<{ sha: string }>('PUT', `${repoPath}/pulls/${number}/merge`, {
          sha: pull.head.sha,
          merge_method: method,
          commit_title: `${pull.title} (#${number})`,
          // Who submitted it, as the studio's own commit says it: the file's history names her (github-history.ts).
          commit_message: `${submitter ? `Submitted by ${submitter} in the content studio.\n` : ''}Published by ${staff.user} in the content studio.`,
        });
        return { number, url: pull.html_url, published: true, commit: merged.sha };
      } catch (error) {
        if (error instanceof GithubError && [405, 409, 422].includes(error.status)) throw refusal(error.githubMessage, pull.html_url);
        // A timeout or a server error may come after GitHub merged it (a merge is never sent twice): ask.
        const after = await api.call<Pull & { merge_commit_sha?: string | null }>('GET', `${repoPath}/pulls/${number}`).catch(() => undefined);
        if (after?.merged_at) return { number, url: pull.html_url, published: true, commit: after.merge_commit_sha ?? '' };
        throw error;
      }
    },
  };
}

/**
 * GitHub's refusal to merge, in words the office can act on. Branch protection's refusals
 * (approvals, required checks) and a merge method the settings forbid each have their own answer;
 * anything else (a clash with a change published since, a push since it was read) is
 * change-not-mergeable with GitHub's sentence.
 */
function refusal(githubMessage: string, url: string): ApiError {
  const says = [`GitHub says: ${githubMessage}`];
  if (/approving review|review.*required|requires? .*approv/i.test(githubMessage)) return new ApiError('change-needs-approval', { url, details: says });
  if (/status check|required .*checks?|checks? .*(expected|required|failing)/i.test(githubMessage)) return new ApiError('change-checks-required', { url, details: says });
  if (/(merge commits|squash merges|rebase merges|merge method).*not allowed/i.test(githubMessage)) return new ApiError('change-merge-not-allowed', { url, details: says });
  return new ApiError('change-not-mergeable', { details: says });
}
