import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The real project, whose content the tests copy. */
export const projectRoot = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A throwaway copy of the project's content (site/ copied, public/ linked) for tests to change. */
export function tempProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  made.push(dir);
  cpSync(join(projectRoot, 'site'), join(dir, 'site'), { recursive: true });
  symlinkSync(join(projectRoot, 'public'), join(dir, 'public'));
  return dir;
}

/**
 * A throwaway copy of the whole project that can be built (tools/build/build.ts with SITE_ROOT): site/
 * copied, the code, packages and configuration linked. index.html is copied, not linked: Vite names the
 * HTML entry by its real path, which must lie inside the root.
 */
export function tempBuildProject(prefix = 'build-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  for (const entry of ['src', 'tools', 'public', 'node_modules', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'site.schema.json']) {
    symlinkSync(join(projectRoot, entry), join(dir, entry));
  }
  cpSync(join(projectRoot, 'index.html'), join(dir, 'index.html'));
  cpSync(join(projectRoot, 'site'), join(dir, 'site'), { recursive: true });
  return dir;
}

export function removeTempProjects() {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
}

/** Replaces one exact piece of text in a file of the copy; fails loudly when the text is not there. */
export function editFile(dir: string, file: string, find: string, replace: string) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  if (!before.includes(find)) throw new Error(`${file} no longer contains the text this test edits: ${find.slice(0, 80)}`);
  writeFileSync(path, before.replace(find, replace));
}
