/**
 * The page checks' cache (`.cache/check-site.json`, git-ignored): what each built page was found to
 * hold (its links, its ids, its HTML messages), kept by a hash of its bytes, and, per file, the
 * stamp and hash it had when last read.
 *
 * When a page may be taken as unchanged without reading it: its stamp (size, modification and change
 * times in nanoseconds, inode) is the one recorded with its hash. The change time cannot be set by any
 * program (writing or touching a file sets it to now), so a file written since differs in it, as long as
 * the record was not taken within the file system's clock step of the file's last change: a stamp is
 * trusted only when both times were at least 2 s old when it was taken (git's "racily clean" rule), and
 * otherwise the file is hashed next time. Anything else (no record, another stamp) reads and hashes
 * it, and only a hash never seen is parsed again.
 *
 * A cache written by another version of the checker, or that cannot be read, is ignored (and replaced).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, type BigIntStats } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { writeWhole } from '../dist-files.ts';
import type { HtmlMessage } from './html-problem.ts';

export interface PageRecord {
  /** Indices into the cache's link table, in the page's order. */
  links: number[];
  ids: string[];
  /** Absent until the page is validated as HTML. */
  html?: HtmlMessage[];
}

interface FileRecord {
  hash: string;
  /** Absent when it was too fresh to be trusted (see above): the file is hashed next time. */
  stamp?: string;
}

interface CacheData {
  version: string;
  /** By path inside dist/. */
  files: Record<string, FileRecord>;
  /** By the hash of a page's bytes. */
  pages: Record<string, PageRecord>;
  /** Every link key (page-facts.ts) once: a thousand pages share their footer's. */
  links: string[];
}

/** How old (ns) a file's times must be before its stamp is trusted: above any file system's clock step. */
const TRUST_AFTER_NS = 2_000_000_000n;

// What a page's record depends on besides its bytes: the code that reads it and html-validate's version.
const SOURCES = ['page-facts.ts', 'link-keys.ts', 'html-problem.ts', 'page-html.ts', 'inert-parts.ts', 'html-config.ts', 'html-rules.ts', 'html-links.ts', 'check-cache.ts'];
export function checkerVersion(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  hash.update(readFileSync(createRequire(import.meta.url).resolve('html-validate/package.json')));
  return hash.digest('hex');
}

export const hashBytes = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const stampOf = (stat: BigIntStats) => `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}`;

export class CheckCache {
  private files: Record<string, FileRecord>;
  private pages: Record<string, PageRecord>;
  private readonly table: string[];
  private readonly index = new Map<string, number>();
  private added = false;
  /** Why the saved cache was not used, when it was not ("none", "another checker version", "unreadable"). */
  readonly ignored: string | undefined;

  private constructor(
    readonly version: string,
    data: CacheData | undefined,
    ignored?: string,
  ) {
    this.files = data?.files ?? {};
    this.pages = data?.pages ?? {};
    this.table = data?.links ?? [];
    this.table.forEach((key, i) => this.index.set(key, i));
    this.ignored = ignored;
  }

  /** The saved cache, or an empty one when there is none, it is broken, or another version of the checker wrote it. */
  static load(file: string | undefined, version = checkerVersion()): CheckCache {
    if (!file) return new CheckCache(version, undefined, 'none');
    let data: CacheData;
    try {
      data = JSON.parse(readFileSync(file, 'utf8')) as CacheData;
    } catch (error) {
      return new CheckCache(version, undefined, (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : 'unreadable');
    }
    if (data?.version !== version) return new CheckCache(version, undefined, 'another checker version');
    if (typeof data.files !== 'object' || typeof data.pages !== 'object' || !Array.isArray(data.links)) return new CheckCache(version, undefined, 'unreadable');
    return new CheckCache(version, data);
  }

  /**
   * The hash of a built file's bytes: the recorded one when its stamp says it is unchanged (no read),
   * otherwise read and hashed now. `stamp` is what to record for it.
   */
  hashOf(path: string, file: string, now = BigInt(Date.now()) * 1_000_000n): { hash: string; read: boolean; stamp: string | undefined } {
    const stat = statSync(file, { bigint: true });
    const stamp = stat.mtimeNs < now - TRUST_AFTER_NS && stat.ctimeNs < now - TRUST_AFTER_NS ? stampOf(stat) : undefined;
    const known = this.files[path];
    if (known?.stamp !== undefined && known.stamp === stampOf(stat)) return { hash: known.hash, read: false, stamp: known.stamp };
    return { hash: hashBytes(readFileSync(file)), read: true, stamp };
  }

  page(hash: string): PageRecord | undefined {
    return this.pages[hash];
  }

  setPage(hash: string, record: PageRecord) {
    this.pages[hash] = record;
    this.added = true;
  }

  intern(key: string): number {
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.table.push(key) - 1;
      this.index.set(key, i);
    }
    return i;
  }

  linkKey(i: number): string {
    return this.table[i]!;
  }

  /** Whether the files just checked differ from those the loaded cache recorded (or pages were added): if not, there is nothing to write. */
  changedSince(current: Map<string, { hash: string; stamp: string | undefined }>): boolean {
    if (this.added || this.ignored !== undefined || Object.keys(this.files).length !== current.size) return true;
    for (const [path, { hash, stamp }] of current) {
      const known = this.files[path];
      if (!known || known.hash !== hash || known.stamp !== stamp) return true;
    }
    return false;
  }

  /**
   * Writes the cache for the files just checked (path → hash and stamp): pages no file has any more
   * are dropped, and the link table keeps only the links still used. Written whole, then renamed, so a
   * check stopped halfway leaves the last good cache.
   */
  save(file: string, current: Map<string, { hash: string; stamp: string | undefined }>) {
    const files: Record<string, FileRecord> = {};
    const pages: Record<string, PageRecord> = {};
    const links: string[] = [];
    const moved = new Map<number, number>();
    for (const [path, { hash, stamp }] of current) {
      files[path] = stamp === undefined ? { hash } : { hash, stamp };
      const page = this.pages[hash];
      if (!page || pages[hash]) continue;
      pages[hash] = {
        ...page,
        links: page.links.map((i) => {
          let to = moved.get(i);
          if (to === undefined) moved.set(i, (to = links.push(this.table[i]!) - 1));
          return to;
        }),
      };
    }
    mkdirSync(dirname(file), { recursive: true });
    const data: CacheData = { version: this.version, files, pages, links };
    // Under its own temporary name (two checks at once never write into one file), then renamed.
    writeWhole(file, JSON.stringify(data));
  }
}
