import { lstat, mkdir, readFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { commitFile, prepareFile, syncFolder } from './atomic-write.ts';
import { contentVersion } from '../../version.ts';

/** A version id as contentVersion makes it (a git blob id): nothing else ever names a file here. */
export const VERSION_ID = /^[0-9a-f]{40}$/;

/**
 * Every text a save puts in place, kept by its version so an earlier one can be opened again
 * ("Go back to this version"): `.local/content-audit.jsonl` → `.local/content-audit-versions/<id>.json`.
 * Beside the audit log, never in site/, so the validator and the build never see them.
 */
export function versionsFolder(auditLog: string): string {
  return join(dirname(auditLog), `${basename(auditLog, extname(auditLog))}-versions`);
}

/**
 * Keeps each text under its version, flushed, before the save renames anything into place: an
 * audit line can then never name a version whose text is missing. Same text, same name, so a text
 * kept already is left as it is.
 */
export async function keepVersions(folder: string, texts: string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  let added = false;
  for (const text of texts) {
    const target = join(folder, `${contentVersion(text)}.json`);
    if (await lstat(target).catch(() => undefined)) continue;
    await commitFile(await prepareFile(target, text));
    added = true;
  }
  if (added) await syncFolder(folder);
}

/** The text kept under `version`, or undefined when there is none (or it was altered since: its id must still match). */
export async function readVersion(folder: string, version: string): Promise<string | undefined> {
  if (!VERSION_ID.test(version)) return undefined;
  const text = await readFile(join(folder, `${version}.json`), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text !== undefined && contentVersion(text) === version ? text : undefined;
}

/** Whether a text is kept under `version` (without reading it). */
export async function hasVersion(folder: string, version: string): Promise<boolean> {
  return VERSION_ID.test(version) && (await lstat(join(folder, `${version}.json`)).catch(() => undefined))?.isFile() === true;
}
