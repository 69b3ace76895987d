/**
 * `npm run validate`: checks every file in site/ and prints each problem with its place and a fix.
 * `--format human` (default) groups them by file for people, a screenful of them and then every
 * problem counted by kind; `--format json` (for programs) and `--format github` (GitHub Actions
 * annotations) print every problem. Errors exit 1; warnings alone exit 0.
 */
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { formatProblems, outputFormats, SCREENFUL, type OutputFormat } from '../../src/content/validate/report-format.ts';

function parseFormat(args: string[]): OutputFormat {
  const inline = args.find((a) => a.startsWith('--format='))?.slice('--format='.length);
  const index = args.indexOf('--format');
  const value = inline ?? (index >= 0 ? args[index + 1] : 'human');
  if (!outputFormats.includes(value as OutputFormat)) {
    console.error(`Unknown --format "${value ?? ''}". Use one of: ${outputFormats.join(', ')}.`);
    process.exit(2);
  }
  return value as OutputFormat;
}

const format = parseFormat(process.argv.slice(2));
const { problems } = validateSite();
const color = format === 'human' && process.stdout.isTTY && !process.env.NO_COLOR;
console.log(formatProblems(problems, format, { color, limit: SCREENFUL }));
process.exitCode = problems.some((p) => p.severity === 'error') ? 1 : 0;
