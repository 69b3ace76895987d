import schema from '../../site.schema.json' with { type: 'json' };
import { fileKind } from '../../src/content/validate/file-kinds.ts';

/** The file kinds the site knows, in the schema's "x-files" order, with the schema's own titles. */
export const fileKinds = Object.entries(schema['x-files'] as Record<string, string>).map(([kind, pattern]) => ({
  kind,
  pattern,
  title: (schema.$defs as Record<string, { title?: string }>)[kind]?.title ?? kind,
}));

/**
 * The longest content file name accepted (the part after the folder, ".json" included). Far above any
 * real one ("wilsons-mills.json"), far below what file systems allow (255 bytes): a longer name would
 * reach the disk only to fail there (ENAMETOOLONG), and answer as a server fault.
 */
export const MAX_FILE_NAME_CHARS = 100;

export type PathCheck = { ok: true; path: string; kind: string } | { ok: false; reason: string };

/**
 * Accepts only a path inside site/ that names a known kind of file ("towns/benson.json"). The kinds'
 * patterns allow lower-case letters, digits and hyphens only, so "..", "/", "\" and dot-files are
 * refused by the same test that refuses unknown files; the explicit checks give clearer reasons.
 */
export function checkContentPath(path: unknown): PathCheck {
  if (typeof path !== 'string' || path === '') return { ok: false, reason: 'A file path is required, e.g. "towns/benson.json".' };
  if (path.includes('\0') || path.includes('\\') || path.startsWith('/') || path.split('/').some((step) => step === '..' || step === '.')) {
    return { ok: false, reason: `"${printable(path)}" leaves the content folder; paths are written inside site/, e.g. "towns/benson.json".` };
  }
  if (path.startsWith('site/')) {
    return { ok: false, reason: `"${printable(path)}" starts with "site/"; write the path inside the content folder, e.g. "${printable(path.slice(5))}".` };
  }
  if (path.split('/').some((step) => step.length > MAX_FILE_NAME_CHARS)) {
    return { ok: false, reason: `"${printable(path)}" is too long a name; a content file's name has at most ${MAX_FILE_NAME_CHARS} characters.` };
  }
  const kind = fileKind(path);
  if (!kind) {
    return { ok: false, reason: `"${printable(path)}" is not a kind of content file. Content files are: ${fileKinds.map((k) => k.pattern).join(', ')}.` };
  }
  return { ok: true, path, kind };
}

// A path is echoed in a message a person reads; control characters would garble it.
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 200);
}
