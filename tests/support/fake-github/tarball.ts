import { gzipSync } from 'node:zlib';

/**
 * A gzipped tar of files as GitHub's tarball endpoint serves it: a pax global header carrying the
 * commit id, everything under one "<owner>-<name>-<short sha>/" folder, folders before their files,
 * and a pax "path" record for a name longer than the header's 100 bytes.
 */
export function tarball(repository: string, sha: string, files: Map<string, Buffer>): Buffer {
  const root = `${repository.replace('/', '-')}-${sha.slice(0, 7)}/`;
  const blocks: Buffer[] = [entry('pax_global_header', 'g', pax({ comment: sha })), entry(root, '5', Buffer.alloc(0))];
  const folders = new Set<string>();
  for (const [path, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = `${root}${parts.slice(0, i).join('/')}/`;
      if (!folders.has(folder)) blocks.push(...named(folder, '5', Buffer.alloc(0)));
      folders.add(folder);
    }
    blocks.push(...named(`${root}${path}`, '0', bytes));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

function named(name: string, type: string, body: Buffer): Buffer[] {
  if (Buffer.byteLength(name) <= 100) return [entry(name, type, body)];
  return [entry('PaxHeader', 'x', pax({ path: name })), entry(name.slice(-100), type, body)];
}

function pax(records: Record<string, string>): Buffer {
  return Buffer.concat(
    Object.entries(records).map(([key, value]) => {
      const text = ` ${key}=${value}\n`;
      let length = Buffer.byteLength(text);
      length += String(length + String(length).length).length;
      return Buffer.from(`${length}${text}`);
    }),
  );
}

function entry(name: string, type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(512);
  const put = (text: string, at: number, size: number) => header.write(text, at, size, 'utf8');
  const octal = (value: number, at: number, size: number) => put(`${value.toString(8).padStart(size - 1, '0')}\0`, at, size);
  put(name, 0, 100);
  octal(type === '5' ? 0o775 : 0o664, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(body.length, 124, 12);
  octal(0, 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put('root', 265, 32);
  put('root', 297, 32);
  let sum = 0;
  for (const byte of header) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header, body, padding]);
}
