import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { deliveredVersions, type AuditEntry } from './audit-log.ts';
import { VERSION_ID } from './kept-versions.ts';

/** A file's last this many saves keep their texts, however old (decision 015, "A file's history"). */
export const KEEP_SAVES = 50;
/** A save younger than this keeps its texts, however many saves came after it. */
export const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The versions a history still needs: every text of a save that is among the last KEEP_SAVES of any
 * file it touched, or younger than KEEP_DAYS, and each file's text as delivered, which is never let
 * go. A save is kept whole (what it left and what it replaced, for every file), so it can still be
 * gone back to and undone from each file's history. `entries` is the audit log, oldest first.
 */
export function versionsToKeep(entries: AuditEntry[], now: Date): Set<string> {
  const keep = new Set<string>();
  const since = now.getTime() - KEEP_DAYS * DAY_MS;
  const saves = new Map<string, number>();
  for (const entry of [...entries].reverse()) {
    // A time that does not read counts as young: nothing is removed on a doubt.
    let kept = !(Date.parse(entry.at) <= since);
    for (const file of entry.files) {
      const count = (saves.get(file.path) ?? 0) + 1;
      saves.set(file.path, count);
      if (count <= KEEP_SAVES) kept = true;
    }
    if (!kept) continue;
    for (const file of entry.files) {
      if (file.version) keep.add(file.version);
      if (file.before) keep.add(file.before);
    }
  }
  for (const { version } of deliveredVersions(entries).values()) keep.add(version);
  return keep;
}

/**
 * Removes the kept texts no history needs any more, and gives their names. Run by a save once it
 * is wholly done and before the next one starts, so every text a save in progress kept is already
 * named by its audit line; a text no line names (a save that failed before its journal) goes too.
 */
export async function pruneVersions(folder: string, entries: AuditEntry[], now: Date): Promise<string[]> {
  const keep = versionsToKeep(entries, now);
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const gone = names.filter((name) => name.endsWith('.json') && VERSION_ID.test(name.slice(0, -'.json'.length)) && !keep.has(name.slice(0, -'.json'.length)));
  for (const name of gone) await rm(join(folder, name), { force: true });
  return gone;
}
