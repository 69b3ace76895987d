import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintWorkflows, WORKFLOWS, workflowProblems } from './lint-workflows.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of workflows written for the test: name → text. */
function workflowFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const deploy = readFileSync(join(WORKFLOWS, 'deploy.yml'), 'utf8');

describe('the workflow check (npm run lint:workflows)', () => {
  it('passes every workflow of the repository, the deploy workflow among them', () => {
    const { files, problems } = lintWorkflows();
    expect(files).toEqual(expect.arrayContaining(['deploy.yml', 'validate.yml']));
    expect(problems).toEqual([]);
  });

  it('fails a misspelt permission, a misspelt step key and an unknown event, naming the file and the place', () => {
    const broken = deploy
      .replace('  deployments: write', '  deployment: write')
      .replace('        with:\n          node-version: 22', '        wiht:\n          node-version: 22')
      .replace('  workflow_dispatch:', '  workflow_dispatched:');
    const dir = workflowFolder({ 'deploy.yml': broken, 'fine.yml': 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo fine\n' });
    const { problems } = lintWorkflows(dir);
    expect(problems.every((p) => p.file === join(dir, 'deploy.yml'))).toBe(true);
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ place: '/permissions', message: expect.stringContaining("'deployment'") }),
      expect.objectContaining({ place: '/jobs/deploy/steps/1', message: expect.stringContaining("'wiht'") }),
      expect.objectContaining({ place: '/on', message: expect.stringContaining("'workflow_dispatched'") }),
    ]));
  });

  it('fails YAML that does not parse, with its line and column, and a folder with no workflow', () => {
    expect(workflowProblems('on: [push\njobs: {}\n')).toEqual([expect.objectContaining({ place: expect.stringMatching(/^\d+:\d+$/), message: expect.stringContaining('did not find expected') })]);
    expect(lintWorkflows(workflowFolder({ 'notes.txt': 'not a workflow' })).problems).toEqual([expect.objectContaining({ message: expect.stringContaining('no workflow files') })]);
  });

  it('fails a value of the wrong kind and a job with no way to run', () => {
    expect(workflowProblems(deploy.replace('timeout-minutes: 30', 'timeout-minutes: half an hour'))).toEqual([expect.objectContaining({ place: '/jobs/deploy/timeout-minutes' })]);
    expect(workflowProblems('on: push\njobs:\n  a:\n    steps:\n      - run: echo no runner\n')).toEqual([expect.objectContaining({ place: '/jobs/a/runs-on' })]);
  });
});
