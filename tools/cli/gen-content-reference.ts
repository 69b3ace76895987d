/**
 * `npm run gen:docs`: writes docs/content-reference.md from site.schema.json.
 * `--check` writes nothing and fails when the file is out of date (run by `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderContentReference, type Schema } from './content-reference.ts';

const root = resolve(import.meta.dirname, '../..');
const target = resolve(root, 'docs/content-reference.md');
const schema = JSON.parse(readFileSync(resolve(root, 'site.schema.json'), 'utf8')) as Schema;
const text = renderContentReference(schema);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error('docs/content-reference.md is out of date with site.schema.json. Run: npm run gen:docs');
    process.exit(1);
  }
  console.log('docs/content-reference.md is up to date.');
} else {
  writeFileSync(target, text);
  console.log('Wrote docs/content-reference.md.');
}
