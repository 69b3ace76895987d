import type { Staff } from './staff-check.ts';

/** A content file as saved now. `path` is inside site/, e.g. "towns/benson.json". */
export type StoredFile = { path: string; text: string; version: string };

/**
 * One file of a change, ready to save. `expectedVersion` is the version the change was merged and
 * validated against (null: the file must not exist yet); a backend refuses to save over anything else.
 */
export type FileWrite =
  | { path: string; action: 'create' | 'update'; text: string; expectedVersion: string | null }
  | { path: string; action: 'delete'; expectedVersion: string };

export type SaveRequest = { staff: Staff; summary: string; files: FileWrite[] };

/** What a backend made of a change: the new versions, and for the GitHub backend the pull request. */
export type SaveResult = { versions: Record<string, string | null>; reference?: string };

/** A file moved between the merge and the save; the caller merges again from the new state. */
export class FilesMovedError extends Error {
  constructor(readonly paths: string[]) {
    super(`Changed while saving: ${paths.join(', ')}`);
  }
}

/**
 * Where content is read from and changes go. `local` is the site/ folder on this machine; a
 * `github` backend (not built yet, issue #13) would read the published branch and save each change
 * as one branch, one commit and one pull request, with the branch head as its `expectedVersion` check.
 */
export interface Backend {
  readonly name: 'local' | 'github';
  /** Every content file with its version, sorted by path. */
  list(): Promise<{ path: string; version: string }[]>;
  read(path: string): Promise<StoredFile | undefined>;
  /** Copies the content as it is now into dir/site, with dir/public beside it, so the validator can check a change there. */
  copyTo(dir: string): Promise<void>;
  /**
   * Saves the change, checking first that every file is at its expected version (else FilesMovedError,
   * with nothing saved). A refused or failed save leaves every file as it was.
   */
  save(request: SaveRequest): Promise<SaveResult>;
  /** Runs one submission at a time where the backend needs it (read, merge, validate and save as one step). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}
