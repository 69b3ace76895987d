/**
 * `npm run migrate`: upgrades the files in site/ to the content version this code reads, running
 * each migration in tools/cli/migrate/migrations.ts in order. `--dry-run` lists the changes only.
 */
import { resolve } from 'node:path';
import { migrations } from './migrate/migrations.ts';
import { migrateSite } from './migrate/run-migrations.ts';
import { CURRENT_SCHEMA_VERSION } from '../../src/content/validate/content-version.ts';
import { summaryLine } from '../../src/content/validate/report-format.ts';
import { validateSite } from '../../src/content/disk/validate-site.ts';

const dryRun = process.argv.includes('--dry-run');
try {
  const result = migrateSite({ siteDir: resolve('site'), migrations, target: CURRENT_SCHEMA_VERSION, dryRun });
  if (result.applied.length === 0) {
    console.log(`The content is at version ${result.from}, the version this code reads. Nothing to do.`);
  } else {
    console.log(`${dryRun ? 'Would upgrade' : 'Upgraded'} the content from version ${result.from} to ${result.to}:`);
    for (const m of result.applied) console.log(`  ${m.from} → ${m.to}: ${m.summary}`);
    for (const path of result.changed) console.log(`  ${dryRun ? 'would change' : 'changed'} site/${path}`);
    for (const path of result.removed) console.log(`  ${dryRun ? 'would remove' : 'removed'} site/${path}`);
    if (!dryRun) console.log('\nReview the changes with git diff before you commit them.');
  }
  if (!dryRun) console.log(summaryLine(validateSite().problems));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
