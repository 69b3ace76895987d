import type { Context } from 'hono';
import { jsonAnswer } from '../../../server/http/answers.ts';
import type { Route } from '../../../server/http/http-app.ts';
import { readJsonBody } from '../../../server/http/json-body.ts';
import type { GitStore } from './git-store.ts';
import { GithubRefusal } from './pulls.ts';

/** The states GitHub takes for a deployment status. */
const STATES = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'] as const;
export type DeploymentState = (typeof STATES)[number];
type DeploymentStatus = { id: number; state: DeploymentState; environmentUrl: string; createdAt: string };
export type DeploymentRecord = { id: number; sha: string; ref: string; environment: string; createdAt: string; statuses: DeploymentStatus[] };

/**
 * The deployments of the stand-in repository, as the deploy workflow makes them on GitHub: created
 * for a commit in an environment, then given statuses (in_progress, success with the site's
 * address, failure). A test makes them with `create` and `setStatus`, or through the routes as the
 * workflow's `github-script` step would.
 */
export function createDeployments(store: GitStore, now: () => number) {
  const records: DeploymentRecord[] = [];
  let lastStatusId = 0;
  const at = () => new Date(now()).toISOString();
  const find = (id: number) => {
    const found = records.find((d) => d.id === id);
    if (!found) throw new GithubRefusal(404, 'Not Found');
    return found;
  };

  const deploymentJson = (d: DeploymentRecord) => ({
    id: d.id, sha: d.sha, ref: d.ref, task: 'deploy', environment: d.environment, payload: {}, description: null,
    production_environment: d.environment === 'production', transient_environment: false, created_at: d.createdAt, updated_at: d.statuses.at(-1)?.createdAt ?? d.createdAt,
  });
  // GitHub lists a deployment's statuses newest first.
  const statusJson = (s: DeploymentStatus) => ({ id: s.id, state: s.state, environment_url: s.environmentUrl, log_url: '', description: '', created_at: s.createdAt, updated_at: s.createdAt });

  return {
    records,
    /** A deployment of `sha` (a commit or a branch of the store), as POST /deployments makes it. */
    create(input: { sha: string; environment?: string }) {
      const sha = store.refs.get(`heads/${input.sha}`) ?? input.sha;
      if (!store.commits.has(sha)) throw new GithubRefusal(422, `No ref found for: ${input.sha}`);
      const record: DeploymentRecord = { id: records.length + 1, sha, ref: input.sha, environment: input.environment ?? 'production', createdAt: at(), statuses: [] };
      records.push(record);
      return deploymentJson(record);
    },
    setStatus(id: number, state: DeploymentState, environmentUrl = '') {
      if (!STATES.includes(state)) throw new GithubRefusal(422, 'Validation Failed');
      const status = { id: ++lastStatusId, state, environmentUrl, createdAt: at() };
      find(id).statuses.push(status);
      return statusJson(status);
    },
    list(query: URLSearchParams) {
      const environment = query.get('environment');
      const sha = query.get('sha');
      const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
      return records
        .filter((d) => (!environment || d.environment === environment) && (!sha || d.sha === sha))
        .sort((a, b) => b.id - a.id)
        .slice(0, perPage)
        .map(deploymentJson);
    },
    /** GET /compare/{base}...{head}'s status: whether `head` holds `base`. */
    compare(base: string, head: string) {
      if (!store.commits.has(base) || !store.commits.has(head)) throw new GithubRefusal(404, 'Not Found');
      const status = base === head ? 'identical' : store.ancestors(head).has(base) ? 'ahead' : store.ancestors(base).has(head) ? 'behind' : 'diverged';
      return { status, base_commit: { sha: base }, merge_base_commit: { sha: base } };
    },
    statuses(id: number, perPage = 30) {
      return [...find(id).statuses].reverse().slice(0, Math.min(100, perPage)).map(statusJson);
    },
  };
}

export type FakeDeployments = ReturnType<typeof createDeployments>;

const body = async (c: Context): Promise<Record<string, unknown>> => {
  const read = await readJsonBody(c.req.raw, 64 * 1024);
  if (!read.ok) throw new GithubRefusal(400, 'Problems parsing JSON');
  return (read.value ?? {}) as Record<string, unknown>;
};

/** GET and POST /deployments, GET and POST /deployments/{id}/statuses, and GET /compare/{base}...{head}, as GitHub's REST API answers them. */
export function deploymentRoutes(repo: string, deployments: () => FakeDeployments): Route[] {
  const id = (c: Context) => Number(c.req.param('id'));
  return [
    { path: `${repo}/deployments`, handlers: {
      GET: (c) => jsonAnswer(c, 200, deployments().list(new URL(c.req.url).searchParams)),
      POST: async (c) => {
        const { ref, environment } = await body(c);
        if (typeof ref !== 'string' || (environment !== undefined && typeof environment !== 'string')) throw new GithubRefusal(422, 'Validation Failed');
        return jsonAnswer(c, 201, deployments().create({ sha: ref, environment }));
      },
    } },
    { path: `${repo}/compare/:range{[0-9a-f]{40}\\.\\.\\.[0-9a-f]{40}}`, handlers: {
      GET: (c) => {
        const [base, head] = c.req.param('range')!.split('...') as [string, string];
        return jsonAnswer(c, 200, deployments().compare(base, head));
      },
    } },
    { path: `${repo}/deployments/:id{\\d+}/statuses`, handlers: {
      GET: (c) => jsonAnswer(c, 200, deployments().statuses(id(c), Number(c.req.query('per_page') ?? 30))),
      POST: async (c) => {
        const { state, environment_url: url } = await body(c);
        return jsonAnswer(c, 201, deployments().setStatus(id(c), state as DeploymentState, typeof url === 'string' ? url : ''));
      },
    } },
  ];
}
