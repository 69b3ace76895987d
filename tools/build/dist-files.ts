import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { threadId } from 'node:worker_threads';

/** Every file under a folder, as paths relative to it with "/" separators, sorted. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * Writes a file of dist/ whole under another name, then renames it over the old one: the running site
 * (npm start rebuilds it after each save, decision 024) serves the old file or the new one, never half.
 */
export function writeWhole(file: string, data: string | Buffer) {
  // Its own temporary name per process and thread: two writers of one file never write into one temporary file.
  const temp = `${file}.${process.pid}.${threadId}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

function sameFile(a: string, b: string): boolean {
  const stat = statSync(b, { throwIfNoEntry: false });
  return !!stat && stat.size === statSync(a).size && readFileSync(a).equals(readFileSync(b));
}

/**
 * Copies the client build's files into dist/, leaving alone those already identical (a few MB:
 * comparing is cheaper than rewriting, and unchanged files keep their times). Skips `skip` (the
 * template index.html, which the home page replaces). Returns the names copied or kept.
 */
export function copyClientFiles(from: string, dist: string, skip: Set<string>): string[] {
  const names = filesUnder(from).filter((name) => !skip.has(name));
  for (const name of names) {
    const target = join(dist, name);
    if (sameFile(join(from, name), target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(from, name), target);
  }
  return names;
}

/** Writes the build's font files into dist/assets/ (those already there unchanged are left alone). Returns their names in dist/. */
export function writeFontFiles(dist: string, files: { name: string; source: Buffer }[]): string[] {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  return files.map(({ name, source }) => {
    const target = join(dist, 'assets', name);
    const stat = statSync(target, { throwIfNoEntry: false });
    if (!stat || stat.size !== source.length || !readFileSync(target).equals(source)) writeFileSync(target, source);
    return `assets/${name}`;
  });
}

/**
 * Removes every file of dist/ that this build did not produce (a deleted town's pages, assets of an
 * older client build), and folders left empty, so dist/ holds exactly what a clean build would.
 * Returns the names removed.
 */
export function removeOtherFiles(dist: string, keep: Set<string>): string[] {
  const removed: string[] = [];
  for (const name of filesUnder(dist)) {
    if (keep.has(name)) continue;
    unlinkSync(join(dist, name));
    removed.push(name);
  }
  const prune = (folder: string): boolean => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const empty = entries.filter((entry) => entry.isDirectory()).map((entry) => prune(join(folder, entry.name))).every(Boolean) && entries.every((entry) => entry.isDirectory());
    if (empty && folder !== dist) rmdirSync(folder);
    return empty;
  };
  prune(dist);
  return removed;
}
