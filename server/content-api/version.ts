import { createHash } from 'node:crypto';

/**
 * A file's version is its git blob id (SHA-1 of "blob <bytes>\0<text>"): the same id `git hash-object`
 * prints and GitHub's contents API returns as `sha`, so a GitHub backend can compare versions without
 * translating them. It names the exact text, so an editor that sends it back says what it opened.
 */
export function contentVersion(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
