import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

// On libuv's thread pool: a repository's tarball is megabytes, and the request thread keeps answering.
const gunzipped = promisify(gunzip);

/**
 * The regular files of a gzipped tar, as GitHub's tarball endpoint sends a commit: path (without the
 * "<owner>-<name>-<sha>/" folder every entry sits in) → bytes. Only what git archive writes is read:
 * ustar headers, the name prefix field and pax "path" records; links and folders are skipped.
 */
export async function readTarball(gzipped: Buffer): Promise<Map<string, Buffer>> {
  const tar = await gunzipped(gzipped);
  const files = new Map<string, Buffer>();
  let longPath: string | undefined;
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (from: number, size: number) => header.subarray(from, from + size).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`Unreadable tar header at byte ${at}`);
    const type = text(156, 1) || '0';
    const body = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      longPath = paxRecords(body).path;
      continue;
    }
    const prefix = text(257, 6) === 'ustar' ? text(345, 155) : '';
    const name = longPath ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    longPath = undefined;
    if (type !== '0') continue;
    const inside = name.slice(name.indexOf('/') + 1);
    if (inside) files.set(inside, Buffer.from(body));
  }
  return files;
}

/** "<length> key=value\n" records of a pax header. */
function paxRecords(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  for (let at = 0; at < body.length; ) {
    const space = body.indexOf(0x20, at);
    const length = Number(body.subarray(at, space).toString('ascii'));
    if (space < 0 || !(length > 0)) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}
