/**
 * Where the sign-in limit keeps its counts, shared by every instance of the content API: a folder on
 * disk for the container and local runs (disk-count-store.ts), Netlify Blobs on Netlify
 * (server/netlify/blobs-count-store.ts). One small text per key, changed only by compare-and-swap,
 * so two instances failing at the same moment never overwrite each other's count.
 */
export type CountStore = {
  /** The text kept under `key` and its version, or undefined if there is none. */
  read(key: string): Promise<{ text: string; version: string } | undefined>;
  /**
   * Keeps `text` under `key` only if the key is still at `version` (undefined: only if it has no
   * text yet). False when another instance wrote first: read again and redo the change.
   */
  write(key: string, text: string, version: string | undefined): Promise<boolean>;
};
