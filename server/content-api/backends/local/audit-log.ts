import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type AuditEntry = {
  /** The save's own id (its journal's name), so a save finished after a crash is logged exactly once. */
  id: string;
  at: string;
  user: string;
  userId: number | string | null;
  backend: string;
  summary: string;
  /**
   * `before` is the version the file had before the save (null: it did not exist), kept like
   * `version`, so the change can be undone; lines written before undo existed have none.
   */
  files: { path: string; action: 'create' | 'update' | 'delete'; version: string | null; before?: string | null }[];
  /** New pictures saved with the change ("public/images/uploads/…"). */
  images?: string[];
};

/**
 * Appends one JSON line per saved change (who, when, in their own words what, and which files) and
 * flushes it to disk before the save's journal is removed (save-journal.ts).
 */
export async function appendAudit(path: string, entry: AuditEntry): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // a+: writes always go to the end; reads are allowed, for the last byte.
  const handle = await open(path, 'a+', 0o644);
  try {
    // A line cut short by a crash is closed first, so this entry is a line of its own.
    const { size } = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const cut = size > 0 && last.toString('utf8') !== '\n';
    // One write call per line, so lines from two saves never interleave.
    await handle.write(`${cut ? '\n' : ''}${JSON.stringify(entry)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every entry of the audit log, oldest first; a line that does not read as JSON (cut short by a crash) is skipped. */
export async function readAudit(path: string): Promise<AuditEntry[]> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Partial<AuditEntry>;
      return Array.isArray(entry.files) && typeof entry.at === 'string' ? [entry as AuditEntry] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Each file's text as the website was delivered: the one its first save from the studio replaced
 * (that line's `before`), with when it was replaced. A file the studio created has none, and so has
 * one whose first line was written before `before` was logged.
 */
export function deliveredVersions(entries: AuditEntry[]): Map<string, { at: string; version: string }> {
  const delivered = new Map<string, { at: string; version: string }>();
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const file of entry.files) {
      if (seen.has(file.path)) continue;
      seen.add(file.path);
      if (file.before) delivered.set(file.path, { at: entry.at, version: file.before });
    }
  }
  return delivered;
}

/** Whether the audit log has a line for the save with this id (lines that do not read as JSON are skipped). */
export async function auditHas(path: string, id: string): Promise<boolean> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text.split('\n').some((line) => {
    if (!line.includes(id)) return false;
    try {
      return (JSON.parse(line) as Partial<AuditEntry>).id === id;
    } catch {
      return false;
    }
  });
}
