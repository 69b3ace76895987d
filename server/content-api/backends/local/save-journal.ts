import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { appendAudit, auditHas, type AuditEntry } from './audit-log.ts';
import { commitFile, prepareFile, syncFolder } from './atomic-write.ts';

/**
 * What a save is about to do, written and flushed before its first rename and removed once its audit
 * line is written: a stop in between leaves this file, and the save is finished from it (rolled
 * forward) at the next start. Paths are relative to the project folder, with "/".
 */
export type SaveJournal = {
  id: string;
  /** The audit line the save writes (its `id` is the journal's). */
  audit: AuditEntry;
  /** Each new text or picture, flushed beside its target: "site/towns/.benson.json.<hex>.tmp" → "site/towns/benson.json". */
  renames: { from: string; to: string }[];
  /** Files the change removes, e.g. "site/towns/old-town.json". */
  deletes: string[];
};

/** The journals' folder, beside the audit log: `.local/content-audit.jsonl` → `.local/content-audit-pending/`. */
export function journalFolder(auditLog: string): string {
  return join(dirname(auditLog), `${basename(auditLog, extname(auditLog))}-pending`);
}

/** A save's id: sortable by time, unique by its random part. */
export function newSaveId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

/** Writes the journal as a whole (a temp file flushed, then renamed) and flushes its folder. */
export async function writeJournal(folder: string, journal: SaveJournal): Promise<string> {
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${journal.id}.json`);
  await commitFile(await prepareFile(path, `${JSON.stringify(journal, null, 2)}\n`));
  await syncFolder(folder);
  return path;
}

export async function removeJournal(path: string): Promise<void> {
  await rm(path, { force: true });
  await syncFolder(dirname(path));
}

/** Paths of a project, as a journal names them. */
export function projectPath(root: string, full: string): string {
  return relative(root, full).split(sep).join('/');
}

/**
 * Finishes every save a stop interrupted, oldest first: each new file whose temp file is still there
 * is put in place (the others already were), each file the change removes is removed, the audit line
 * is written unless it already is, and the journal goes. A journal exists only once every temp file
 * is flushed, so a change with a journal is always finished whole; one without was never begun.
 * Returns one line per save finished, for the log.
 */
export async function finishInterruptedSaves(options: { root: string; auditLog: string }): Promise<string[]> {
  const folder = journalFolder(options.auditLog);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  const lines: string[] = [];
  for (const name of names) lines.push(await finishSave(options, join(folder, name)));
  return lines;
}

async function finishSave(options: { root: string; auditLog: string }, path: string): Promise<string> {
  const text = await readFile(path, 'utf8');
  let journal: SaveJournal;
  try {
    journal = JSON.parse(text) as SaveJournal;
  } catch {
    // Written whole by a rename, so this is damage from outside: kept for a person, never guessed at.
    await rename(path, `${path}.unreadable`);
    return `A save journal could not be read and was set aside for a person to look at: ${path}.unreadable`;
  }
  const inside = insideProject(options.root);
  let placed = 0;
  for (const { from, to } of journal.renames) {
    if (!(await lstat(inside(from)).catch(() => undefined))) continue;
    await rename(inside(from), inside(to));
    placed++;
  }
  for (const target of journal.deletes) await rm(inside(target), { force: true });
  const folders = new Set([...journal.renames.map(({ to }) => dirname(inside(to))), ...journal.deletes.map((target) => dirname(inside(target)))]);
  for (const folder of folders) await syncFolder(folder);
  const logged = await auditHas(options.auditLog, journal.id);
  if (!logged) await appendAudit(options.auditLog, journal.audit);
  await removeJournal(path);
  const files = journal.renames.length + journal.deletes.length;
  return (
    `Finished a save a stop interrupted (${journal.id}, "${journal.audit.summary}" by ${journal.audit.user}): ` +
    `${placed} of ${files} file(s) put in place now, ${journal.renames.length - placed} already were` +
    `${journal.deletes.length ? `, ${journal.deletes.length} removed` : ''}; audit line ${logged ? 'already written' : 'written now'}.`
  );
}

// A journal is this server's own, but a path in it is still held to site/ and public/ of the project.
function insideProject(root: string): (path: string) => string {
  const allowed = ['site', 'public'].map((folder) => resolve(root, folder) + sep);
  return (path) => {
    const full = resolve(root, path);
    if (!allowed.some((folder) => full.startsWith(folder))) throw new Error(`A save journal names ${path}, outside site/ and public/; it was not followed.`);
    return full;
  };
}
