import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the last build wrote for one file of dist/: the key it was rendered under, and the file as written. */
interface Entry {
  key: string;
  size: number;
  mtimeMs: number;
}

/**
 * The incremental build's memory (decision 017): for each rendered file of dist/ (by its path inside
 * dist), the key of everything its render read. A file is reused only when its key is unchanged and it
 * is still exactly as the build wrote it (same size and modification time), so a page edited or deleted
 * by hand is rendered again. Kept in the build cache, never in dist/ (which is uploaded).
 */
export class PageCache {
  private readonly file: string;
  private readonly entries: Record<string, Entry>;
  private readonly next: Record<string, Entry> = {};

  constructor(cacheDir: string) {
    this.file = join(cacheDir, 'pages.json');
    this.entries = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry>) : {};
  }

  /** Whether dist/<name> was rendered under this key and is untouched since; if so it is kept for the next build. */
  reuse(dist: string, name: string, key: string): boolean {
    const entry = this.entries[name];
    if (!entry || entry.key !== key) return false;
    const stat = statSync(join(dist, name), { throwIfNoEntry: false });
    if (!stat || stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) return false;
    this.next[name] = entry;
    return true;
  }

  /** Records a file this build rendered. */
  wrote(name: string, key: string, size: number, mtimeMs: number) {
    this.next[name] = { key, size, mtimeMs };
  }

  /** Saves what this build rendered or reused; entries of pages that no longer exist are dropped. */
  save() {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.next));
  }
}
