import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Problem } from '../../src/content/validate/problem.ts';
import type { Backend } from './backend.ts';
import type { ImageUpload } from './images.ts';
import { makeValidationCopyFolder, removeValidationCopyFolder } from './validation/validation-copies.ts';
import type { SiteValidator } from './validation/validation-thread.ts';

/** Site-relative path → the text it would have (undefined: the file would be gone). */
export type Overlay = Map<string, string | undefined>;

export type ChangeCheck = {
  errors: Problem[];
  warnings: Problem[];
  /** The warnings this change brings; warnings the saved site already has need no new confirmation. */
  newWarnings: Problem[];
};

/**
 * Runs the site's own validator over a copy of the whole site with the change applied, so cross-file
 * rules (links, nearby towns, copied town text) are checked as `npm run validate` checks them. Only
 * when the result has warnings is the copy checked again without the change, to tell new ones apart.
 * The copy is made here; the validator runs on its own thread (validation/validation-thread.ts).
 */
export async function checkChange(validator: SiteValidator, backend: Backend, change: Overlay, before: Overlay, images: ImageUpload[] = []): Promise<ChangeCheck> {
  const root = await makeValidationCopyFolder();
  try {
    await backend.copyTo(root);
    await apply(root, change);
    // The new pictures are not written into the copy: its public/ is the server's own, linked.
    const newPublicFiles = images.map((image) => image.path);
    const after = await validator.validate(root, newPublicFiles);
    const errors = after.filter((p) => p.severity === 'error');
    const warnings = after.filter((p) => p.severity === 'warning');
    if (errors.length > 0 || warnings.length === 0) return { errors, warnings, newWarnings: warnings };

    await apply(root, before);
    const known = new Set((await validator.validate(root, newPublicFiles)).map(key));
    return { errors, warnings, newWarnings: warnings.filter((p) => !known.has(key(p))) };
  } finally {
    await removeValidationCopyFolder(root);
  }
}

const key = (p: Problem) => `${p.file}\n${p.pointer}\n${p.message}`;

async function apply(root: string, overlay: Overlay): Promise<void> {
  for (const [path, text] of overlay) {
    const target = join(root, 'site', ...path.split('/'));
    if (text === undefined) {
      await rm(target, { force: true });
    } else {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text, 'utf8');
    }
  }
}
