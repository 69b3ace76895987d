/** `npm run validate`: checks every file in site/ and prints each problem with its place and a fix. */
import { validateSite } from './site/validate-site';
import { formatProblem } from './site/problem';

const result = validateSite();
const errors = result.problems.filter((p) => p.severity === 'error');
for (const problem of result.problems) console.error(`${problem.severity === 'warning' ? 'warning' : 'error'}  ${formatProblem(problem)}`);
if (errors.length > 0) {
  const files = new Set(errors.map((p) => p.file)).size;
  console.error(`\n${errors.length} problem${errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`);
  process.exit(1);
}
console.log('Site content is valid.');
