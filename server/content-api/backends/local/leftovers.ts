import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The name prepareFile gives a temp file: `.benson.json.<12 hex>.tmp`. Nothing else is ever matched. */
const TEMP_FILE = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temp files of saves a stop interrupted, once their journals are finished (a temp file
 * a journal names is put in place first, never removed): in site/, in public/images/uploads/ (where
 * pictures are saved), in the journals' folder and in the kept versions' folder. Folders that are links are not entered.
 * Returns the files removed.
 */
export async function removeSaveLeftovers(root: string, journals: string, versions?: string): Promise<string[]> {
  const removed: string[] = [];
  const sweep = async (dir: string, deep: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && deep) await sweep(full, deep);
      else if (entry.isFile() && TEMP_FILE.test(entry.name)) {
        await rm(full, { force: true });
        removed.push(full);
      }
    }
  };
  await sweep(join(root, 'site'), true);
  if (await realFolders(root, ['public', 'images', 'uploads'])) await sweep(join(root, 'public', 'images', 'uploads'), false);
  await sweep(journals, false);
  if (versions) await sweep(versions, false);
  return removed;
}

// Each step a real folder, not a link: the tests' projects link public/ to the real project's.
async function realFolders(root: string, steps: string[]): Promise<boolean> {
  let dir = root;
  for (const step of steps) {
    dir = join(dir, step);
    const stat = await lstat(dir).catch(() => undefined);
    if (!stat?.isDirectory()) return false;
  }
  return true;
}
