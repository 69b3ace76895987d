import { validators } from '../generated/site-validators';
import type { Json } from '../content/json-values';
import { calendarDay } from '../content/upcoming-events';
import { schemaChecker } from '../content/validate/schema-facts';
import { validateContent } from '../content/validate/validate-core';
import { readContentFiles } from '../content/validate/read-content';
import type { PublicFiles } from '../content/validate/check-references';
import { CURRENT_SCHEMA_VERSION } from '../content/validate/content-version';
import type { Problem } from '../content/validate/problem';

/** A content file as the content API gives it (GET /site). */
export interface SiteFileText {
  path: string;
  text: string;
}

export interface DraftCheckOptions {
  /** The day events and reviews are measured against (YYYY-MM-DD); the browser's today by default. */
  today?: string;
  /** The pictures under public/; without them, picture paths are left to the check on save. */
  publicFiles?: PublicFiles;
}

// The schema compiled to code (npm run gen:types): the site's Content-Security-Policy forbids compiling it here.
const checkSchema = schemaChecker((def) => {
  const validate = validators[def];
  if (!validate) throw new Error(`site.schema.json has no $defs/${def}`);
  return validate;
});

/**
 * The validator's own checks (schema, links and references, placeholders, look-alike towns), run in
 * the browser on the whole site with the draft in place of the file it edits, or added where the
 * file is new. Returns every problem of the site; the studio shows those of the draft's file on its
 * fields, with the same words `npm run validate` prints.
 */
export function checkDraft(site: SiteFileText[], path: string, draft: Json, options: DraftCheckOptions = {}): Problem[] {
  const texts = site.filter((file) => file.path !== path).map((file) => ({ file: `site/${file.path}`, siteRelative: file.path, text: file.text }));
  texts.push({ file: `site/${path}`, siteRelative: path, text: `${JSON.stringify(draft, null, 2)}\n` });
  const { problems } = validateContent(readContentFiles(texts), {
    checkSchema,
    publicFiles: options.publicFiles,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    today: options.today ?? calendarDay(new Date()),
    siteFolder: 'site',
  });
  return problems;
}

/** The problems of one file, errors first. */
export function problemsOf(problems: Problem[], path: string): { errors: Problem[]; warnings: Problem[] } {
  const own = problems.filter((problem) => problem.file === `site/${path}`);
  return { errors: own.filter((p) => p.severity === 'error'), warnings: own.filter((p) => p.severity === 'warning') };
}
