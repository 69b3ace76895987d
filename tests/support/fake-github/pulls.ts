import type { GitStore, TreeChange } from './git-store.ts';

export type PullRecord = {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  state: 'open' | 'closed';
  mergedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The commit the merge made on the base branch. */
  mergeCommit?: string;
};

export type CheckRun = { name: string; status: 'queued' | 'in_progress' | 'completed'; conclusion: string | null; output?: { title?: string; summary?: string }; html_url?: string };

/** The stand-in's answer when GitHub would refuse: its status and GitHub's own message. */
export class GithubRefusal extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Pull requests of the stand-in repository: opened, listed page by page, read and merged (squash, merge commit or rebase) as GitHub does. */
export function createPulls(store: GitStore, repository: string, webUrl: string, now: () => number) {
  const pulls: PullRecord[] = [];
  const checkRuns = new Map<string, CheckRun[]>();
  /** The repository's merge settings, as GET /repos/{o}/{r} answers them; a test turns methods off. */
  const settings = { allow_squash_merge: true, allow_merge_commit: true, allow_rebase_merge: true } as Record<string, boolean>;
  /** The published branch's protection: approvals required (no review is ever given here) and checks that must pass. */
  const protection = { requiredApprovals: 0, requiredChecks: [] as string[] };
  /** GitHub sends at most 100 a page; a test lowers it to see pages followed without making hundreds of pull requests. */
  const paging = { maxPerPage: 100 };
  /** The merge method of each merge, in order. */
  const mergeMethods: string[] = [];
  const headSha = (pull: PullRecord) => store.refs.get(`heads/${pull.head}`) ?? '';

  /** The squash of the pull's changes onto its base, or the paths where both sides changed. */
  function squash(pull: PullRecord): { tree: string; baseSha: string } | { conflicts: string[] } {
    const baseSha = store.refs.get(`heads/${pull.base}`)!;
    const head = headSha(pull);
    const baseLine = store.ancestors(baseSha);
    const mergeBase = [...store.ancestors(head)].find((sha) => baseLine.has(sha));
    const filesOf = (sha: string | undefined) => (sha ? store.files(store.commits.get(sha)!.tree) : new Map<string, string>());
    const [m, b, h] = [filesOf(mergeBase), filesOf(baseSha), filesOf(head)];
    const changes: TreeChange[] = [];
    const conflicts: string[] = [];
    for (const path of new Set([...m.keys(), ...h.keys()])) {
      if (m.get(path) === h.get(path) || b.get(path) === h.get(path)) continue;
      if (b.get(path) !== m.get(path)) conflicts.push(path);
      else changes.push({ path, sha: h.get(path) ?? null });
    }
    if (conflicts.length > 0) return { conflicts };
    return { tree: store.writeTree(store.commits.get(baseSha)!.tree, changes), baseSha };
  }

  function toJson(pull: PullRecord, detailed = false) {
    const head = headSha(pull);
    return {
      number: pull.number,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      merged_at: pull.mergedAt,
      merge_commit_sha: pull.mergeCommit ?? null,
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      html_url: `${webUrl}/${repository}/pull/${pull.number}`,
      user: { login: 'content-studio[bot]' },
      head: { ref: pull.head, sha: head, repo: { full_name: repository } },
      base: { ref: pull.base, sha: store.refs.get(`heads/${pull.base}`) ?? '', repo: { full_name: repository } },
      ...(detailed ? { merged: pull.mergedAt !== null, mergeable: pull.state === 'open' ? 'tree' in squash(pull) : null } : {}),
    };
  }

  return {
    records: pulls,
    settings,
    protection,
    mergeMethods,
    paging,
    create(input: { title?: unknown; body?: unknown; head?: unknown; base?: unknown }) {
      const { title, body, head, base } = input;
      if (typeof title !== 'string' || typeof head !== 'string' || typeof base !== 'string') throw new GithubRefusal(422, 'Validation Failed');
      if (!store.refs.has(`heads/${head}`) || !store.refs.has(`heads/${base}`)) throw new GithubRefusal(422, 'Validation Failed');
      if (pulls.some((p) => p.head === head && p.state === 'open')) throw new GithubRefusal(422, `A pull request already exists for ${head}.`);
      const at = new Date(now()).toISOString();
      const pull: PullRecord = { number: pulls.length + 1, title, body: typeof body === 'string' ? body : '', head, base, state: 'open', mergedAt: null, createdAt: at, updatedAt: at };
      pulls.push(pull);
      return toJson(pull, true);
    },
    /** One page of the list, and GitHub's `Link` header to the others (absolute, from `selfUrl`). */
    list(query: URLSearchParams, selfUrl: string): { items: ReturnType<typeof toJson>[]; link?: string } {
      const state = query.get('state') ?? 'open';
      const base = query.get('base');
      // "owner:branch", as GitHub takes it.
      const head = query.get('head')?.split(':').slice(1).join(':');
      const perPage = Math.min(Number(query.get('per_page') ?? 30), paging.maxPerPage);
      const page = Math.max(1, Number(query.get('page') ?? 1));
      const all = pulls
        .filter((p) => (state === 'all' || p.state === state) && (!base || p.base === base) && (!head || p.head === head))
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.number - a.number));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const at = (n: number) => {
        const url = new URL(selfUrl);
        url.searchParams.set('page', String(n));
        return url.toString();
      };
      const links = [
        ...(page < last ? [`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`] : []),
        ...(page > 1 ? [`<${at(1)}>; rel="first"`, `<${at(page - 1)}>; rel="prev"`] : []),
      ];
      return { items: all.slice((page - 1) * perPage, page * perPage).map((p) => toJson(p)), ...(links.length ? { link: links.join(', ') } : {}) };
    },
    get(number: number) {
      const pull = pulls.find((p) => p.number === number);
      if (!pull) throw new GithubRefusal(404, 'Not Found');
      return toJson(pull, true);
    },
    merge(number: number, input: { sha?: unknown; merge_method?: unknown; commit_title?: unknown; commit_message?: unknown }) {
      const pull = pulls.find((p) => p.number === number);
      if (!pull) throw new GithubRefusal(404, 'Not Found');
      if (pull.state !== 'open') throw new GithubRefusal(405, 'Pull Request is not mergeable');
      const method = input.merge_method ?? 'merge';
      if (method !== 'merge' && method !== 'squash' && method !== 'rebase') throw new GithubRefusal(422, 'Invalid request.');
      if (!settings[`allow_${method === 'merge' ? 'merge_commit' : `${method}_merge`}`]) {
        throw new GithubRefusal(405, `${{ merge: 'Merge commits', squash: 'Squash merges', rebase: 'Rebase merges' }[method]} are not allowed on this repository.`);
      }
      if (typeof input.sha === 'string' && input.sha !== headSha(pull)) throw new GithubRefusal(409, 'Head branch was modified. Review and try the merge again.');
      // Branch protection, as GitHub words its refusals.
      if (protection.requiredApprovals > 0) throw new GithubRefusal(405, `At least ${protection.requiredApprovals} approving review${protection.requiredApprovals === 1 ? ' is' : 's are'} required by reviewers with write access.`);
      for (const name of protection.requiredChecks) {
        const run = (checkRuns.get(headSha(pull)) ?? []).find((r) => r.name === name);
        if (run?.conclusion !== 'success') throw new GithubRefusal(405, `Required status check "${name}" is ${run ? 'failing' : 'expected'}.`);
      }
      const result = squash(pull);
      if ('conflicts' in result) throw new GithubRefusal(405, 'Pull Request is not mergeable');
      const title = typeof input.commit_title === 'string' ? input.commit_title : `${pull.title} (#${pull.number})`;
      const message = typeof input.commit_message === 'string' ? `${title}\n\n${input.commit_message}` : title;
      // A merge commit has both heads as parents; a squash or a rebase (of the studio's one commit) only the base.
      const parents = method === 'merge' ? [result.baseSha, headSha(pull)] : [result.baseSha];
      const sha = store.putCommit(result.tree, parents, method === 'rebase' ? store.commits.get(headSha(pull))!.message : message);
      store.refs.set(`heads/${pull.base}`, sha);
      pull.state = 'closed';
      pull.mergeCommit = sha;
      pull.mergedAt = pull.updatedAt = new Date(now()).toISOString();
      mergeMethods.push(method);
      return { sha, merged: true, message: 'Pull Request successfully merged' };
    },
    setCheckRuns(sha: string, runs: CheckRun[]) {
      checkRuns.set(sha, runs);
    },
    checkRuns(sha: string) {
      const runs = checkRuns.get(sha) ?? [];
      return { total_count: runs.length, check_runs: runs };
    },
  };
}
