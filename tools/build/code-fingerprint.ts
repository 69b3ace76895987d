import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the browser bundle and the prerender's server bundle are built from; content (site/) is not among them. */
const CODE_INPUTS = ['src', 'public', 'tools/dev', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .flatMap((entry) => files(join(path, entry.name)))
    .sort();
}

/**
 * A hash of every file the two Vite builds read (tests left out), the .env files and the VITE_*
 * variables of this shell. Equal fingerprints mean the builds would write the same files, so the
 * build reuses them instead (decision 017). Reads a few MB; takes some tens of milliseconds.
 */
export function codeFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env')).sort();
  for (const file of [...CODE_INPUTS, ...envFiles].flatMap((input) => files(join(root, input)))) {
    hash.update(`${relative(root, file)}\0`).update(readFileSync(file)).update('\0');
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** A hash of files and strings, for cache keys. */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A hash of every file under a folder (a built bundle), by relative path and content. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of files(dir)) hash.update(`${relative(dir, file)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
