import { cp, lstat, mkdir, readdir, readFile, realpath, rm, symlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { appendAudit, deliveredVersions, readAudit, type AuditEntry } from './audit-log.ts';
import { hasVersion, keepVersions, readVersion, versionsFolder } from './kept-versions.ts';
import { commitFile, discardFiles, prepareFile, syncFolder, type PreparedFile } from './atomic-write.ts';
import { removeSaveLeftovers } from './leftovers.ts';
import { pruneVersions } from './prune-versions.ts';
import { finishInterruptedSaves, journalFolder, newSaveId, projectPath, removeJournal, writeJournal } from './save-journal.ts';
import { FilesMovedError, HISTORY_LIMIT, type Backend, type FileHistoryEntry, type SaveRequest, type StoredFile, type UndoPlan } from '../../backend.ts';
import type { FileChange } from '../../change-request.ts';
import { checkContentPath } from '../../content-paths.ts';
import { ApiError } from '../../errors.ts';
import { listImages, readImage, type ImageUpload } from '../../images.ts';
import { createSerialQueue } from '../../serial-queue.ts';
import { reverseFile } from '../../undo-change.ts';
import { contentVersion } from '../../version.ts';

export type LocalBackendOptions = {
  /** The project folder, holding site/ and public/. */
  root: string;
  /** The audit log's path (one JSON line per saved change). */
  auditLog: string;
  /** Called once every new text is on disk beside its file and before any is put in place (tests simulate a crash here). */
  beforeCommit?: (files: PreparedFile[]) => Promise<void>;
  /** Called at each later step of a save (the crash test stops the process here). */
  atStep?: (step: SaveStep) => Promise<void>;
  /** Where a save finished after an interruption is reported (default: the console). */
  log?: (line: string) => void;
  /** The clock: when a save is made, and how old the kept texts are (tests move it). */
  now?: () => Date;
};

/** The steps of a save after its temp files are flushed, in order. */
export type SaveStep = 'journal-written' | 'first-file-in-place' | 'all-files-in-place' | 'audit-written';

/**
 * Saves changes straight into site/ (`npm start`, `npm run dev`, the tests). Submissions run one
 * at a time; each file is written to a temp file beside it and renamed into place, so a crash
 * leaves every file whole, and versions are checked again just before the renames so an edit made
 * by hand meanwhile is merged, not overwritten. A journal written before the first rename lets a
 * save a stop interrupted be finished whole, audit line included (save-journal.ts; see
 * startLocalBackend, which does it at start).
 */
export function createLocalBackend(options: LocalBackendOptions): Backend {
  const siteDir = resolve(options.root, 'site');
  const publicDir = resolve(options.root, 'public');
  const exclusive = createSerialQueue();
  const journals = journalFolder(options.auditLog);
  const versions = versionsFolder(options.auditLog);
  const log = options.log ?? ((line: string) => console.error(line));
  const now = options.now ?? (() => new Date());

  // The path is already known to be a content path; this refuses a folder or file in site/ that
  // is a link to somewhere else, so a write can never land outside the content folder.
  async function locate(path: string): Promise<string> {
    const target = join(siteDir, ...path.split('/'));
    const [realSite, realParent] = await Promise.all([realpath(siteDir), realpath(dirname(target)).catch(() => undefined)]);
    const stat = await lstat(target).catch(() => undefined);
    if ((realParent && realParent !== realSite && !realParent.startsWith(realSite + sep)) || stat?.isSymbolicLink()) {
      throw new ApiError('path-refused', { details: [`site/${path} is a link out of the content folder; the content API does not follow links.`] });
    }
    return target;
  }

  // A new picture goes under public/images/uploads/ of this very folder: a folder on the way that is
  // a link elsewhere (the tests' copies link the project's public/) is refused, and so is a name in use.
  async function locatePicture(image: ImageUpload): Promise<string> {
    const target = join(publicDir, ...image.path.split('/').filter(Boolean));
    // Each folder on the way is checked before anything is made in it, so a link is never followed.
    let dir = resolve(options.root);
    for (const step of relative(dir, dirname(target)).split(sep)) {
      dir = join(dir, step);
      const stat = await lstat(dir).catch(() => undefined);
      if (!stat) await mkdir(dir);
      else if (!stat.isDirectory()) {
        throw new ApiError('image-refused', { details: [`public${image.path}: the pictures folder is a link out of this site's folder; the content API does not follow links.`] });
      }
    }
    if (await lstat(target).catch(() => undefined)) {
      throw new ApiError('image-refused', { details: [`public${image.path} already exists; upload the picture again so it gets a new name.`] });
    }
    return target;
  }

  async function read(path: string): Promise<StoredFile | undefined> {
    const text = await readFile(await locate(path), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return text === undefined ? undefined : { path, text, version: contentVersion(text) };
  }

  async function list(): Promise<{ path: string; version: string }[]> {
    const found: { path: string; version: string }[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue;
        const full = join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        const path = relative(siteDir, full).split(sep).join('/');
        if (entry.isFile() && checkContentPath(path).ok) found.push({ path, version: contentVersion(await readFile(full, 'utf8')) });
      }
    };
    await walk(siteDir);
    return found.sort((a, b) => a.path.localeCompare(b.path));
  }

  // A save left unfinished in this process (a failed rename) is finished before any other, so a
  // later save never works on a half-applied one.
  async function finishPending(): Promise<void> {
    for (const line of await finishInterruptedSaves({ root: options.root, auditLog: options.auditLog })) log(line);
  }

  async function save(request: SaveRequest) {
    await finishPending();
    const moved: string[] = [];
    // The texts replaced, kept like the new ones so the change can be undone (undoPlan).
    const replaced: string[] = [];
    for (const file of request.files) {
      const current = await read(file.path);
      if ((current?.version ?? null) !== file.expectedVersion) moved.push(file.path);
      if (current) replaced.push(current.text);
    }
    if (moved.length > 0) throw new FilesMovedError(moved);

    // Every new text is written and flushed before the first rename, so a failure while writing
    // changes nothing, and the renames that follow are the shortest possible window.
    const prepared: PreparedFile[] = [];
    try {
      for (const image of request.images ?? []) prepared.push(await prepareFile(await locatePicture(image), image.bytes));
      for (const file of request.files) {
        if (file.action === 'delete') continue;
        const target = await locate(file.path);
        await mkdir(dirname(target), { recursive: true });
        prepared.push(await prepareFile(target, file.text));
      }
      await options.beforeCommit?.(prepared);
      // Kept before anything is in place, so every version the audit log names can be read back.
      await keepVersions(versions, [...replaced, ...request.files.flatMap((file) => (file.action === 'delete' ? [] : [file.text]))]);
    } catch (error) {
      await discardFiles(prepared);
      throw error;
    }
    const saved = Object.fromEntries(request.files.map((file) => [file.path, file.action === 'delete' ? null : contentVersion(file.text)]));
    const deletes = await Promise.all(request.files.filter((file) => file.action === 'delete').map((file) => locate(file.path)));
    const id = newSaveId();
    const audit: AuditEntry = {
      id,
      at: now().toISOString(),
      user: request.staff.user,
      userId: request.staff.id,
      backend: 'local',
      summary: request.summary,
      files: request.files.map((file) => ({ path: file.path, action: file.action, version: saved[file.path] ?? null, before: file.expectedVersion })),
      ...(request.images?.length ? { images: request.images.map((image) => `public${image.path}`) } : {}),
    };
    let journal: string;
    try {
      journal = await writeJournal(journals, {
        id,
        audit,
        renames: prepared.map((file) => ({ from: projectPath(options.root, file.temp), to: projectPath(options.root, file.target) })),
        deletes: deletes.map((target) => projectPath(options.root, target)),
      });
    } catch (error) {
      await discardFiles(prepared);
      throw error;
    }
    // From here the change is decided: whatever stops it, the journal finishes it (below, or at the next start).
    try {
      await options.atStep?.('journal-written');
      for (const [index, file] of prepared.entries()) {
        await commitFile(file);
        if (index === 0) await options.atStep?.('first-file-in-place');
      }
      for (const target of deletes) await rm(target, { force: true });
      const folders = [...deletes.map((target) => dirname(target)), ...prepared.map((file) => dirname(file.target))];
      for (const dir of new Set(folders)) await syncFolder(dir);
      await options.atStep?.('all-files-in-place');
      await appendAudit(options.auditLog, audit);
      await options.atStep?.('audit-written');
      await removeJournal(journal);
    } catch (error) {
      // Finished now from the journal if the disk allows (then it is saved, and said so); else the
      // next save or start finishes it.
      log(`A save stopped after its journal was written (${(error as Error).message}); finishing it from the journal.`);
      await finishPending().catch((again: unknown) => {
        log(`The save could not be finished yet; the next save or start finishes it (${journals}): ${(again as Error).message}`);
        throw error;
      });
    }
    // Bounded at each save, while no other save runs: the texts no history needs any more go.
    // The change is saved whatever happens here; a text left over is pruned by a later save.
    await readAudit(options.auditLog)
      .then((audit) => pruneVersions(versions, audit, now()))
      .catch((error: Error) => log(`Earlier versions were not pruned this time (${error.message}); the next save tries again.`));
    return { versions: saved };
  }

  // The audit log's lines for this file, newest first, then the file as delivered (the text its first
  // save replaced), so she can always go back to where it started. A line from before texts were kept
  // has no version to read back.
  async function history(path: string): Promise<FileHistoryEntry[]> {
    const audit = await readAudit(options.auditLog);
    const entries = audit.filter((entry) => entry.files.some((file) => file.path === path)).reverse().slice(0, HISTORY_LIMIT);
    const changes: FileHistoryEntry[] = await Promise.all(
      entries.map(async (entry) => {
        const file = entry.files.find((one) => one.path === path)!;
        const version = file.version && (await hasVersion(versions, file.version)) ? file.version : null;
        return { at: entry.at, user: entry.user, summary: entry.summary, action: ACTIONS[file.action], version, undo: (await reverseOf(entry)) ? entry.id : null };
      }),
    );
    const delivered = deliveredVersions(audit).get(path);
    if (!delivered || !(await hasVersion(versions, delivered.version))) return changes;
    // `at` is when the first save replaced it; it has no author or summary of its own, and nothing to undo.
    return [...changes, { at: delivered.at, user: '', summary: '', action: 'delivered', version: delivered.version, undo: null }];
  }

  // The reverse of a saved change, every file it touched at once, or undefined when a text it needs was not kept.
  async function reverseOf(entry: AuditEntry): Promise<UndoPlan | undefined> {
    const files: FileChange[] = [];
    for (const file of entry.files) {
      if (file.before === undefined) return undefined;
      const before = file.before === null ? undefined : await readVersion(versions, file.before);
      const after = file.version === null ? undefined : await readVersion(versions, file.version);
      if ((file.before !== null && before === undefined) || (file.version !== null && after === undefined)) return undefined;
      const reverse = reverseFile(file.path, before, after);
      if (!reverse) return undefined;
      files.push(reverse);
    }
    return files.length > 0 ? { files } : undefined;
  }

  // Only a change this file's own history names: an id is never a way to undo another file's change.
  async function undoPlan(path: string, id: string): Promise<UndoPlan | undefined> {
    const entry = (await readAudit(options.auditLog)).find((one) => one.id === id && one.files.some((file) => file.path === path));
    return entry ? reverseOf(entry) : undefined;
  }

  // Only a version this file's own history names is read (a text a save left, or the file as
  // delivered): a version id is never a way to another file's text.
  async function readKept(path: string, version: string): Promise<StoredFile | undefined> {
    const audit = await readAudit(options.auditLog);
    const named = audit.some((entry) => entry.files.some((file) => file.path === path && file.version === version)) || deliveredVersions(audit).get(path)?.version === version;
    const text = named ? await readVersion(versions, version) : undefined;
    return text === undefined ? undefined : { path, text, version };
  }

  return {
    name: 'local',
    list,
    read,
    images: () => listImages(publicDir),
    image: (path) => readImage(publicDir, path),
    async copyTo(dir) {
      // Hidden entries are left out: they are temp files of a save, which the validator skips anyway.
      // Links are left out too, as list() and read() leave them out: copied, the validator would
      // follow one out of site/, quote what it found there and refuse every save while it exists.
      await cp(siteDir, join(dir, 'site'), {
        recursive: true,
        filter: async (source) => !source.slice(siteDir.length).split(sep).some((step) => step.startsWith('.')) && !(await lstat(source)).isSymbolicLink(),
      });
      await symlink(publicDir, join(dir, 'public'), 'dir');
    },
    save,
    exclusive,
    history,
    readVersion: readKept,
    undoPlan,
  };
}

const ACTIONS = { create: 'created', update: 'changed', delete: 'deleted' } as const;

/**
 * Opens the local backend as a server starts it: saves a stop interrupted are finished first (each
 * wholly, from its journal), then the temp files left in site/, in public/images/uploads/ and in the
 * journals' folder are removed. One log line for each.
 */
export async function startLocalBackend(options: LocalBackendOptions): Promise<Backend> {
  const log = options.log ?? ((line: string) => console.error(line));
  for (const line of await finishInterruptedSaves(options)) log(line);
  for (const file of await removeSaveLeftovers(options.root, journalFolder(options.auditLog), versionsFolder(options.auditLog))) log(`Removed a temp file left by an interrupted save: ${file}`);
  return createLocalBackend(options);
}
