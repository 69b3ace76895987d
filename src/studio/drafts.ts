/**
 * Drafts kept in the browser as the staff member types, so a closed tab, a crash or a failed save
 * loses nothing. One entry per file, with the version it was typed against.
 */
export interface Draft {
  data: unknown;
  /** The version and text the draft started from (what the API merges against). */
  baseVersion: string;
  baseText: string;
  summary: string;
  /** When it was last typed, as an ISO time. */
  savedAt: string;
}

const PREFIX = 'cc-studio-draft:';

export interface DraftStore {
  read(path: string): Draft | undefined;
  /** False when the browser refused (storage full or blocked): the studio then says so. */
  write(path: string, draft: Draft): boolean;
  remove(path: string): void;
  /** Every file with a draft, so the list can mark them and offer unsaved new towns again. */
  paths(): string[];
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Drafts in `storage` (localStorage in the browser); every failure of the storage is caught. */
export function createDraftStore(storage: () => DraftStorage | undefined): DraftStore {
  const safe = <T>(work: (s: DraftStorage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? work(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read: (path) =>
      safe((s) => {
        const text = s.getItem(PREFIX + path);
        const draft = text ? (JSON.parse(text) as Draft) : undefined;
        return draft && typeof draft.baseVersion === 'string' && typeof draft.baseText === 'string' ? draft : undefined;
      }, undefined),
    write: (path, draft) =>
      safe((s) => {
        s.setItem(PREFIX + path, JSON.stringify(draft));
        return true;
      }, false),
    remove: (path) => safe((s) => s.removeItem(PREFIX + path), undefined),
    paths: () =>
      safe((s) => {
        const keys = Array.from({ length: s.length }, (_, i) => s.key(i) ?? '');
        return keys.filter((key) => key.startsWith(PREFIX)).map((key) => key.slice(PREFIX.length));
      }, []),
  };
}

export const browserDrafts = () => createDraftStore(() => (typeof window === 'undefined' ? undefined : window.localStorage));
