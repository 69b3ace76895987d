import type { ImageInfo, ImageUpload } from './images.ts';
import type { Staff } from './staff-check.ts';
import type { FileChange } from './change-request.ts';

/** A content file as saved now. `path` is inside site/, e.g. "towns/benson.json". */
export type StoredFile = { path: string; text: string; version: string };

/**
 * One file of a change, ready to save. `expectedVersion` is the version the change was merged and
 * validated against (null: the file must not exist yet); a backend refuses to save over anything else.
 */
export type FileWrite =
  | { path: string; action: 'create' | 'update'; text: string; expectedVersion: string | null }
  | { path: string; action: 'delete'; expectedVersion: string };

/** `images` are new pictures saved with the files, in the same step (never one without the other). */
export type SaveRequest = { staff: Staff; summary: string; files: FileWrite[]; images?: ImageUpload[] };

/** What a backend made of a change: the new versions, and for the GitHub backend the pull request. */
export type SaveResult = { versions: Record<string, string | null>; reference?: string };

/** A file moved between the merge and the save; the caller merges again from the new state. */
export class FilesMovedError extends Error {
  constructor(readonly paths: string[]) {
    super(`Changed while saving: ${paths.join(', ')}`);
  }
}

/** A change waiting for review or already published (github backend): one pull request. */
export type SubmittedChange = {
  number: number;
  title: string;
  /** The staff member's own words, as submitted. */
  summary: string;
  /** Who submitted it (the CRM's user name); null for a pull request the studio did not open. */
  author: string | null;
  /**
   * `unknown`: an open change whose checks GitHub would not tell just now (the list is shown all the same).
   * Once merged (decision 026): `publishing` until a production deploy holding it succeeds (`live`,
   * since `liveSince`) or fails (`publish-failed`); `published` when the deploys cannot be read or none are recorded.
   */
  state: 'waiting-for-review' | 'checks-running' | 'checks-failed' | 'published' | 'publishing' | 'live' | 'publish-failed' | 'closed' | 'unknown';
  /** The checks that failed, with their own title and summary (the validator's messages, for the site's CI). */
  failedChecks: { name: string; title: string | null; summary: string | null; url: string | null }[];
  url: string;
  branch: string;
  updatedAt: string;
  /** When it was published (merged), or null. */
  publishedAt?: string | null;
  /** When the first successful deploy holding it finished (ISO), or null (not live, or live since before the deploys read). */
  liveSince?: string | null;
};

/**
 * One change to one file, as its history lists it: who (the CRM's user name), when (ISO), her own
 * summary, and what it did to the file. `version` reads back the text it left (GET /history/<path>?version=);
 * null where there is none to read: the change removed the file, or its text was not kept.
 * `delivered` is the last entry of a local history, not a change: the file as the website was
 * delivered, before its first save from the studio (`at`: when that save replaced it; no user, no
 * summary, no undo).
 */
export type FileHistoryEntry = {
  at: string;
  user: string;
  summary: string;
  action: 'created' | 'changed' | 'deleted' | 'delivered';
  version: string | null;
  /**
   * The change's own id, to undo it (POST /history/<path> {"undo": id}); null where it cannot be:
   * the texts before and after it were not kept (local), or it is the repository's first commit.
   */
  undo: string | null;
};

/**
 * The reverse of one change, as the files of an ordinary change (POST /changes): each file the change
 * touched goes back to its text before it, merged against the text the change left, so a later
 * change to other fields of the same file stays and one to the same fields is a clash like any other.
 */
export type UndoPlan = { files: FileChange[] };

/** A file's history lists this many changes at most (and the file as delivered): what the office looks back on, not an archive. */
export const HISTORY_LIMIT = 20;

export type PublishResult = { number: number; url: string; published: true; commit: string };

/**
 * Where content is read from and changes go. `local` is the site/ folder on this machine, where a
 * save is published at once; `github` reads the published branch and proposes each change as one
 * branch, one commit and one pull request, which `changes` lists and `publish` merges.
 */
export interface Backend {
  readonly name: 'local' | 'github';
  /** Every content file with its version, sorted by path. */
  list(): Promise<{ path: string; version: string }[]>;
  read(path: string): Promise<StoredFile | undefined>;
  /** The pictures under public/images, with their sizes, for the studio's picker. */
  images(): Promise<ImageInfo[]>;
  /** One of those pictures by its address ("/images/uploads/….webp"), with its content type. */
  image(path: string): Promise<{ type: string; bytes: Buffer } | undefined>;
  /** Copies the content as it is now into dir/site, with dir/public beside it, so the validator can check a change there. */
  copyTo(dir: string): Promise<void>;
  /**
   * Saves the change, checking first that every file is at its expected version (else FilesMovedError,
   * with nothing saved). A refused or failed save leaves every file as it was.
   */
  save(request: SaveRequest): Promise<SaveResult>;
  /** Runs one submission at a time where the backend needs it (read, merge, validate and save as one step). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The recent changes of one file, newest first, at most HISTORY_LIMIT (local: the audit log, then the file as delivered; github: the published branch's commits). */
  history(path: string): Promise<FileHistoryEntry[]>;
  /** The file's text as a change in its history left it, or undefined for a version not in its history. */
  readVersion(path: string, version: string): Promise<StoredFile | undefined>;
  /** The reverse of the change `id` of this file's history, or undefined when it has no such change that can be undone. */
  undoPlan(path: string, id: string): Promise<UndoPlan | undefined>;
  /** The changes submitted for review, newest first (only a backend with review has them). */
  changes?(): Promise<SubmittedChange[]>;
  /** Publishes (merges) a submitted change. */
  publish?(number: number, staff: Staff): Promise<PublishResult>;
}
