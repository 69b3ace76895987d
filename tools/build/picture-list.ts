import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { scanPublicFiles } from '../../src/content/disk/public-files.ts';
import { PICTURE_LIST_FILE, type PictureList } from '../../src/content/picture-list.ts';
import type { PictureManifest } from '../../src/content/picture-manifest.ts';
import { writeWhole } from './dist-files.ts';

/**
 * Writes the list of public/ for the Netlify function (src/content/picture-list.ts): every file with
 * its bytes and size, and the variants this build made of it. Outside dist/, so visitors are not
 * served it; netlify.toml's included_files packs it with the function (decision 025).
 */
export async function writePictureList(root: string, manifest: PictureManifest): Promise<PictureList> {
  const files = await scanPublicFiles(join(root, 'public'));
  const list: PictureList = {
    files: files.map((file) => ({
      ...file,
      variants: [...(manifest.responsive[file.path]?.candidates.map((candidate) => candidate.url) ?? []), ...(manifest.share[file.path] ? [manifest.share[file.path]!.url] : [])],
    })),
  };
  const target = join(root, PICTURE_LIST_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeWhole(target, JSON.stringify(list));
  return list;
}
