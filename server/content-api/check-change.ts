import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import type { Problem } from '../../src/content/validate/problem.ts';
import type { Backend } from './backend.ts';
import type { ImageUpload } from './images.ts';

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
 */
export async function checkChange(backend: Backend, change: Overlay, before: Overlay, images: ImageUpload[] = []): Promise<ChangeCheck> {
  const root = await mkdtemp(join(tmpdir(), 'content-api-'));
  try {
    await backend.copyTo(root);
    await apply(root, change);
    // The new pictures are not written into the copy: its public/ is the server's own, linked.
    const newPublicFiles = images.map((image) => image.path);
    const after = (await validateSite({ root, newPublicFiles })).problems;
    const errors = after.filter((p) => p.severity === 'error');
    const warnings = after.filter((p) => p.severity === 'warning');
    if (errors.length > 0 || warnings.length === 0) return { errors, warnings, newWarnings: warnings };

    await apply(root, before);
    const known = new Set((await validateSite({ root, newPublicFiles })).problems.map(key));
    return { errors, warnings, newWarnings: warnings.filter((p) => !known.has(key(p))) };
  } finally {
    await rm(root, { recursive: true, force: true });
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
