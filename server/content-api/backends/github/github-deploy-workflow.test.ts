import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { updateOf } from '../../../../tests/support/test-content-api.ts';
import { startTestGithubContentApi, type TestGithubContentApi } from '../../../../tests/support/test-github-content-api.ts';

// The deploy workflow's own scripts (its actions/github-script steps) run against the GitHub
// stand-in, and the content API reads what they recorded: the workflow and the studio agree on
// the environment, the commit and the states (decision 026).

const workflow = readFileSync(resolve(import.meta.dirname, '../../../../.github/workflows/deploy.yml'), 'utf8');

/** The script of the step named `name`: the lines under its `script: |`, indented deeper than that key. */
function stepScript(name: string): string {
  const lines = workflow.split('\n');
  const start = lines.findIndex((line) => line.trim() === `- name: ${name}`);
  expect(start, `a step named "${name}" in deploy.yml`).toBeGreaterThan(-1);
  const key = lines.findIndex((line, i) => i > start && line.trim() === 'script: |');
  const indent = lines[key]!.search(/\S/);
  const body: string[] = [];
  for (const line of lines.slice(key + 1)) {
    if (line.trim() && line.search(/\S/) <= indent) break;
    body.push(line);
  }
  return body.join('\n');
}

let t: TestGithubContentApi | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** Runs a github-script step as the action does: an async function of github, context, core (and here process, for its env). */
async function runStep(t: TestGithubContentApi, name: string, env: Record<string, string> = {}) {
  const token = await t.tokens.token();
  // GitHub takes a request without X-GitHub-Api-Version as 2022-11-28; the stand-in refuses one (it is
  // how every test proves the backend's client pins the version), so this stand-in for github-script's client sends it.
  const headers = { authorization: `token ${token}`, 'content-type': 'application/json', 'x-github-api-version': '2022-11-28' };
  const post = (path: string) => async (params: Record<string, unknown>) => {
    const { owner, repo, deployment_id: id, ...body } = params;
    const res = await fetch(`${t.github.url}/repos/${owner}/${repo}${path.replace('{id}', String(id))}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return { data: await res.json() };
  };
  const github = { rest: { repos: { createDeployment: post('/deployments'), createDeploymentStatus: post('/deployments/{id}/statuses') } } };
  const context = { repo: { owner: 'cedarcreek', repo: 'website' }, sha: t.github.store.refs.get('heads/main')!, eventName: 'push', runNumber: 7, runId: 1234, serverUrl: 'https://github.com' };
  const outputs: Record<string, string> = {};
  const core = { setOutput: (key: string, value: string) => { outputs[key] = value; } };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('github', 'context', 'core', 'process', stepScript(name))(github, context, core, { env });
  return outputs;
}

async function publishPhone(t: TestGithubContentApi) {
  const site = (await t.call('GET', '/files/site.json')).body;
  const data = structuredClone(site.data);
  data.business.phone = '(919) 555-0101';
  expect((await t.call('POST', '/changes', { summary: 'Phone number changed', files: [updateOf(site, 'site.json', data)] })).status).toBe(200);
  t.clock.ms += 60_000;
  expect((await t.call('POST', '/changes/1/publish')).status).toBe(200);
}

const stateOfFirst = async (t: TestGithubContentApi) => (await t.call('GET', '/changes')).body.changes[0];

describe('the deploy workflow\'s records, as the studio reads them', () => {
  it('records a production deployment of the commit in progress, then live with the site\'s address', async () => {
    t = await startTestGithubContentApi();
    await publishPhone(t);
    t.clock.ms += 60_000;
    const { id } = await runStep(t, 'Record the deployment (in progress)');
    expect(id).toBe('1');
    expect(t.github.deployments.records[0]).toMatchObject({ environment: 'production', sha: t.github.store.refs.get('heads/main') });
    expect(await stateOfFirst(t)).toMatchObject({ state: 'publishing', liveSince: null });

    t.clock.ms += 60_000;
    await runStep(t, 'Record the deployment as live', { DEPLOYMENT_ID: id!, SITE_URL: 'https://www.cedarcreeklawn.example' });
    expect(t.github.deployments.statuses(1)[0]).toMatchObject({ state: 'success', environment_url: 'https://www.cedarcreeklawn.example' });
    expect(await stateOfFirst(t)).toMatchObject({ state: 'live', liveSince: new Date(t.clock.ms).toISOString() });
  });

  it('records a deploy that failed, and the studio says publishing did not finish', async () => {
    t = await startTestGithubContentApi();
    await publishPhone(t);
    const { id } = await runStep(t, 'Record the deployment (in progress)');
    await runStep(t, 'Record the deployment as failed', { DEPLOYMENT_ID: id! });
    expect(await stateOfFirst(t)).toMatchObject({ state: 'publish-failed', liveSince: null });
  });
});
