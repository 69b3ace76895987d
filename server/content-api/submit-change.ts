import type { Problem } from '../../src/content/validate/problem.ts';
import { FilesMovedError, type Backend, type FileWrite } from './backend.ts';
import type { ChangeRequest } from './change-request.ts';
import { checkChange, type Overlay } from './check-change.ts';
import { ApiError } from './errors.ts';
import { resolveFile } from './resolve-file.ts';
import { notSaved } from './save-outcomes.ts';
import type { Staff } from './staff-check.ts';
import type { SiteValidator } from './validation/validation-thread.ts';
import type { Conflict } from '../../src/content/three-way-merge.ts';

/** A file edited by hand in the middle of a save is merged again this many times before giving up. */
const ATTEMPTS = 3;

export type SubmitResult = {
  state: 'saved';
  saved: true;
  backend: string;
  files: { path: string; action: 'create' | 'update' | 'delete'; version: string | null; merged: boolean; unchanged: boolean }[];
  warnings: Problem[];
  reference?: string;
};

/** A change not saved, as a state (save-outcomes.ts): what would break, the warnings to confirm, or the clashes. */
export type NotSaved = ReturnType<typeof notSaved<'problems' | 'warnings', { problems: Problem[] }>> | ReturnType<typeof notSaved<'clash', { conflicts: (Conflict & { path: string })[] }>>;

/**
 * Saves a change as one step: merge each file with what is saved now, check the whole site with the
 * result, and hand it to the backend. Nothing is saved unless every file merges and the site passes.
 */
export async function submitChange(backend: Backend, validator: SiteValidator, request: ChangeRequest, staff: Staff): Promise<SubmitResult | NotSaved> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await backend.exclusive(() => submitOnce(backend, validator, request, staff));
    } catch (error) {
      if (!(error instanceof FilesMovedError) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function submitOnce(backend: Backend, validator: SiteValidator, request: ChangeRequest, staff: Staff): Promise<SubmitResult | NotSaved> {
  const writes: FileWrite[] = [];
  const change: Overlay = new Map();
  const before: Overlay = new Map();
  const conflicts: (Conflict & { path: string })[] = [];
  const outcome: SubmitResult['files'] = [];

  for (const file of request.files) {
    const current = await backend.read(file.path);
    const resolution = resolveFile(file, current);
    if (!resolution.ok) {
      conflicts.push(...resolution.conflicts.map((conflict) => ({ path: file.path, ...conflict })));
      continue;
    }
    const unchanged = resolution.text === current?.text;
    outcome.push({ path: file.path, action: file.action, version: null, merged: resolution.merged, unchanged });
    if (unchanged) continue;
    change.set(file.path, resolution.text);
    before.set(file.path, current?.text);
    const expectedVersion = current?.version ?? null;
    if (resolution.text === undefined) writes.push({ path: file.path, action: 'delete', expectedVersion: current!.version });
    else writes.push({ path: file.path, action: current ? 'update' : 'create', text: resolution.text, expectedVersion });
  }
  if (conflicts.length > 0) return notSaved('clash', { conflicts });
  // A picture is saved only with a file that uses it, never on its own.
  const unused = request.images.filter((image) => !writes.some((write) => write.action !== 'delete' && write.text.includes(JSON.stringify(image.path))));
  if (unused.length > 0) throw new ApiError('image-refused', { details: unused.map((image) => `${image.path} is not used by any file of this change; send a picture with the change that shows it.`) });

  // Nothing differs from what is saved (sent twice, or someone else saved the same): nothing to check or save.
  if (writes.length === 0) {
    for (const file of outcome) file.version = (await backend.read(file.path))?.version ?? null;
    return { state: 'saved', saved: true, backend: backend.name, files: outcome, warnings: [] };
  }
  const check = await checkChange(validator, backend, change, before, request.images);
  if (check.errors.length > 0) return notSaved('problems', { problems: [...check.errors, ...check.warnings] });
  if (check.newWarnings.length > 0 && !request.confirmWarnings) return notSaved('warnings', { problems: check.newWarnings });

  const saved = await backend.save({ staff, summary: request.summary, files: writes, images: request.images });
  for (const file of outcome) {
    file.version = file.path in saved.versions ? (saved.versions[file.path] ?? null) : ((await backend.read(file.path))?.version ?? null);
  }
  return { state: 'saved', saved: true, backend: backend.name, files: outcome, warnings: check.warnings, ...(saved.reference ? { reference: saved.reference } : {}) };
}
