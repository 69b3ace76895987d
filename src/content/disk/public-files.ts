/**
 * What is under public/, read from disk: each file's address, bytes and (for a picture) its size from
 * its header. The build writes this into the picture list (src/content/picture-list.ts); the content
 * API lists pictures from it where it has public/ on disk (the container, npm start).
 */
import { lstat, open, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureList, PublicFileEntry } from '../picture-list.ts';

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The header bytes read to find a picture's size; a JPEG's size can sit after its metadata. */
const HEADER_BYTES = 64 * 1024;
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * Every file under publicDir, sorted by address. Names starting with "." and links are left out: a
 * link could point out of public/, and neither the site's build nor the content API follows one.
 */
export async function scanPublicFiles(publicDir: string): Promise<PublicFileEntry[]> {
  const found: PublicFileEntry[] = [];
  const walk = async (dir: string, address: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      const path = `${address}/${entry.name}`;
      if (entry.isDirectory()) await walk(full, path);
      else if (entry.isFile()) {
        const size = PICTURE.test(entry.name) ? imageSize(await readHeader(full)) : null;
        found.push({ path, bytes: (await lstat(full)).size, width: size?.width ?? null, height: size?.height ?? null, variants: [] });
      }
    }
  };
  await walk(publicDir, '');
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The list the build wrote (PICTURE_LIST_FILE); a missing or unreadable one is an error that says what to run. */
export async function readPictureList(file: string): Promise<PictureList> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`The picture list ${file} is missing: \`npm run build\` writes it, and it must run before the function is packed (netlify deploy).`);
  });
  const list = JSON.parse(text) as PictureList;
  if (!Array.isArray(list?.files)) throw new Error(`The picture list ${file} has no "files": build the site again (\`npm run build\`).`);
  return list;
}

async function readHeader(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What a file is, by its first bytes: the name and the declared type can say anything. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (at: number, ...values: number[]) => values.every((value, i) => bytes[at + i] === value);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return undefined;
}

/** A picture's width and height from its header (JPEG, PNG, WebP, SVG); null where it cannot say. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  const type = detectImageType(bytes);
  if (type === 'png' && bytes.length >= 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (type === 'webp') return webpSize(bytes);
  if (type === 'jpeg') return jpegSize(bytes);
  return svgSize(bytes.toString('utf8'));
}

function webpSize(bytes: Buffer) {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

function jpegSize(bytes: Buffer) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Start-of-frame markers (not DHT, JPG, DAC) hold the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

function svgSize(text: string) {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const [width, height] = [attribute('width'), attribute('height')];
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}

