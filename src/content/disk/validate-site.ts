import { existsSync, readdirSync } from 'node:fs';
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
}

/** Checks the site folder on disk: reads it, then runs every check of the core (validate-core.ts). */
export function validateSite(options: ValidateOptions = {}): ValidationResult {
  const root = resolve(options.root ?? process.cwd());
  const siteDir = resolve(root, options.siteDir ?? 'site');
  const publicDir = resolve(root, options.publicDir ?? 'public');
  return validateContent(loadSite(root, siteDir), {
    checkSchema: checkAgainstSchema,
    publicFiles: publicFilesOnDisk(publicDir),
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
  const inside = (path: string) => {
    const full = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
    return full === root || full.startsWith(root + sep) ? full : null;
  };
  return {
    exists: (path) => {
      const full = inside(path);
      return full !== null && existsSync(full);
    },
    namesIn: (folder) => {
      const full = inside(folder);
      return full !== null && existsSync(full) ? readdirSync(full) : [];
    },
  };
}
