import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A new file text written beside its target, not yet in its place. */
export type PreparedFile = { target: string; temp: string };

/**
 * Writes `text` (or a picture's bytes) to a hidden temp file in the target's own folder and flushes it to disk. Same
 * folder, so the rename that follows stays on one file system and is atomic; hidden (a leading
 * dot), so a temp file left by a crash is skipped by the validator and the build.
 */
export async function prepareFile(target: string, text: string | Uint8Array): Promise<PreparedFile> {
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  return { target, temp };
}

/** Puts a prepared file in place: a reader sees the old text or the new one, never a mix. */
export async function commitFile(file: PreparedFile): Promise<void> {
  await rename(file.temp, file.target);
}

export async function discardFiles(files: PreparedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.temp, { force: true })));
}

/** Flushes a folder's entry list, so a rename survives a power cut; not every system allows it. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
