import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { loadSite } from './load-site.ts';
import { checkAgainstSchema } from './schema-check.ts';
import { siteToday } from './site-today.ts';
import { CURRENT_SCHEMA_VERSION } from '../validate/content-version.ts';
import type { PublicFiles } from '../validate/check-references.ts';
import { validateContent, type ValidationResult } from '../validate/validate-core.ts';

export type { ValidationResult } from '../validate/validate-core.ts';

export interface ValidateOptions {
  root?: string;
  siteDir?: string;
  publicDir?: string;
  /** The content version this code reads (tests pretend a newer one). */
  schemaVersion?: number;
  /** The day events are measured against, YYYY-MM-DD (tests fix it; the build uses SITE_TODAY or the calendar). */
  today?: string;
  /**
   * Pictures a change brings that are not on disk yet ("/images/uploads/a.webp"): they count as files
   * of public/, so the content API checks a change with its pictures without writing them anywhere.
   */
  newPublicFiles?: string[];
  /**
   * What is under public/, when it is not read from disk: the Netlify function carries the build's
   * list of it (src/content/picture-list.ts), not the folder. publicDir is then not looked at.
   */
  publicFiles?: PublicFiles;
}

/** Checks the site folder on disk: reads it, then runs every check of the core (validate-core.ts). */
export function validateSite(options: ValidateOptions = {}): ValidationResult {
  const root = resolve(options.root ?? process.cwd());
  const siteDir = resolve(root, options.siteDir ?? 'site');
  const publicDir = resolve(root, options.publicDir ?? 'public');
  return validateContent(loadSite(root, siteDir), {
    checkSchema: checkAgainstSchema,
    publicFiles: withNewFiles(options.publicFiles ?? publicFilesOnDisk(publicDir), options.newPublicFiles ?? []),
    schemaVersion: options.schemaVersion ?? CURRENT_SCHEMA_VERSION,
    today: options.today ?? siteToday(),
    siteFolder: relative(root, siteDir) || siteDir,
  });
}

/**
 * The files under public/, and nothing beside it: a content path with ".." steps that climbs out
 * (the schema refuses it too) is never looked up, so no outside file counts as a picture and no
 * outside folder is listed in a "Did you mean".
 */
function publicFilesOnDisk(publicDir: string): PublicFiles {
  const root = resolve(publicDir);
  // Links included: the place a path really names (public/ itself may be a link, as in the tests'
  // and the content API's copies) must lie inside the real public/.
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  const contained = (full: string, base: string) => full === base || full.startsWith(base + sep);
  const inside = (path: string) => {
    const full = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
    if (!contained(full, root) || !existsSync(full)) return null;
    return contained(realpathSync(full), realRoot) ? full : null;
  };
  return {
    exists: (path) => inside(path) !== null,
    namesIn: (folder) => {
      const full = inside(folder);
      return full !== null && statSync(full).isDirectory() ? readdirSync(full) : [];
    },
  };
}

function withNewFiles(onDisk: PublicFiles, added: string[]): PublicFiles {
  if (added.length === 0) return onDisk;
  const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
  return {
    exists: (path) => added.includes(path) || onDisk.exists(path),
    namesIn: (folder) => [...new Set([...onDisk.namesIn(folder), ...added.filter((path) => folderOf(path) === folder).map((path) => path.slice(path.lastIndexOf('/') + 1))])],
  };
}
