import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { importsOf } from './import-cycles.ts';

// The rooms of the tree and which way imports may point (docs/decisions/019-layout.md). An import
// that points the other way is a back edge: the room it leaves would depend on one built on it.

const CONTENT_DATA = ['site/', 'site.schema.json'];

/** What a file's imports may reach, by the room it is in (first match wins). */
const RULES: { room: string; may: string[]; tests?: string[] }[] = [
  // The content core: the content model and the validator, used by every other room.
  { room: 'src/content/', may: ['src/content/', 'src/generated/', ...CONTENT_DATA], tests: ['src/testing/', 'tests/fixtures/'] },
  // What runs in a page or renders one. Its tests read fixtures (data), never tools or servers.
  { room: 'src/', may: ['src/', ...CONTENT_DATA], tests: ['tests/fixtures/'] },
  // The content API as a Netlify function: the API and its HTTP layer, the content core; never the
  // stand-in (development only) or anything else deployed beside it.
  { room: 'server/netlify/', may: ['server/netlify/', 'server/content-api/', 'server/http/', 'src/content/', 'src/generated/', ...CONTENT_DATA], tests: ['src/testing/', 'tests/support/', 'tests/fixtures/'] },
  // Servers deployed beside the site: the content core only.
  { room: 'server/', may: ['server/', 'src/content/', 'src/generated/', ...CONTENT_DATA], tests: ['src/testing/', 'tests/support/', 'tests/fixtures/'] },
  // Tools that are never deployed: they build src/ and start the servers.
  { room: 'tools/', may: ['tools/', 'src/', 'server/', 'index.html', ...CONTENT_DATA], tests: ['tests/'] },
  { room: 'tests/', may: ['tests/', 'src/', 'server/', 'tools/', 'playwright.config.ts', ...CONTENT_DATA] },
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const sectionFolder = (file: string) => /^src\/sections\/([^/]+)\//.exec(file)?.[1];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts'];

function target(root: string, file: string, specifier: string): string {
  const base = resolve(root, dirname(file), specifier);
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile()) ?? base;
  return relative(root, found);
}

/** Every import of `files` (paths relative to `root`) that points against the rooms' direction, as "file → target". */
export function backEdges(root: string, files: string[]): string[] {
  const edges: string[] = [];
  for (const file of files) {
    const rule = RULES.find((r) => file.startsWith(r.room));
    if (!rule) continue;
    const allowed = [...rule.may, ...(isTest(file) ? (rule.tests ?? []) : [])];
    const section = sectionFolder(file);
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const to = target(root, file, specifier);
      if (!allowed.some((prefix) => to === prefix || to.startsWith(prefix))) edges.push(`${file} → ${to}`);
      // Sections never import each other: what two share lives in src/components/.
      else if (section && sectionFolder(to) && sectionFolder(to) !== section) edges.push(`${file} → ${to}`);
    }
  }
  return edges;
}

/** Files of `files` that import a Node.js module: the code the browser runs must have none. */
export function nodeImports(root: string, files: string[]): string[] {
  return files.filter((file) => /\bfrom\s*['"]node:|\bimport\(\s*['"]node:/.test(readFileSync(join(root, file), 'utf8').replace(/import type [^;]+;/g, '')));
}
