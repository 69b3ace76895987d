// `npm run lint:workflows`: checks every GitHub Actions workflow in .github/workflows/ against
// GitHub's workflow schema with action-validator (WebAssembly, offline; why not actionlint:
// docs/decisions/026-publishing-and-deploys.md). A key GitHub does not know, a wrong type, an
// unknown event or permission, or YAML that does not parse fails it, with the file and the place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { invokedDirectly } from '../build/invoked-directly.ts';

export const WORKFLOWS = resolve(import.meta.dirname, '../../.github/workflows');

/** One problem in a workflow file: where (a JSON pointer into the workflow, or line:column for YAML) and what. */
export type WorkflowProblem = { file: string; place: string; message: string };

type Problem = Omit<WorkflowProblem, 'file'>;

/**
 * The validator's errors as problems a person can act on. Where the schema allows several shapes
 * (a job that runs steps or calls a reusable workflow), the shape with the fewest problems is the
 * one meant, so only its problems are said, not every branch's.
 */
function flatten(error: ValidationError): Problem[] {
  if ('states' in error && error.states?.length) {
    // A branch whose only complaint is the value's type or value at this very place is a shape not meant
    // (the "on:" written as a map is not a wrongly typed list); the others say what is wrong inside.
    const here = 'path' in error ? error.path : '';
    const meant = error.states.filter((state) => !state.errors.every((e) => (e.code === 'wrong_type' || e.code === 'enum') && 'path' in e && e.path === here));
    const branches = (meant.length ? meant : error.states).map((state) => state.errors.flatMap(flatten));
    return branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
  }
  if ('location' in error && error.location) return [{ place: `${error.location.line}:${error.location.column}`, message: error.detail }];
  return [{ place: ('path' in error && error.path) || '/', message: error.detail ?? error.title }];
}

/** The problems of one workflow's text (none: it is valid). */
export function workflowProblems(text: string): Problem[] {
  // The validator prints a warning for every glob it does not check yet ("paths:"); that is not a problem of ours.
  const warn = console.warn;
  const log = console.log;
  const quiet = (print: (...args: unknown[]) => void) => (...args: unknown[]) => {
    if (!String(args[0]).startsWith('WARNING: Glob validation is not yet supported')) print(...args);
  };
  console.warn = quiet(warn);
  console.log = quiet(log);
  try {
    return validateWorkflow(text).errors.flatMap(flatten);
  } finally {
    console.warn = warn;
    console.log = log;
  }
}

/** Every `.yml`/`.yaml` file of `dir` and its problems; a folder with no workflow at all is a problem too. */
export function lintWorkflows(dir = WORKFLOWS): { files: string[]; problems: WorkflowProblem[] } {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();
  const problems = files.flatMap((name) => workflowProblems(readFileSync(join(dir, name), 'utf8')).map((p) => ({ file: join(dir, name), ...p })));
  if (files.length === 0) problems.push({ file: dir, place: '', message: 'no workflow files (.yml or .yaml) found' });
  return { files, problems };
}

if (invokedDirectly(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? WORKFLOWS);
  const { files, problems } = lintWorkflows(dir);
  for (const p of problems) console.error(`${relative(process.cwd(), p.file)}${p.place ? ` ${p.place}` : ''} — ${p.message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the workflows. Fix them before pushing: GitHub would not run a workflow it cannot read.`);
    process.exit(1);
  }
  console.log(`Workflows are valid: ${files.join(', ')}.`);
}
