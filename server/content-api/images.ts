import { constants } from 'node:fs';
import { lstat, readdir, stat, open } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ApiError } from './errors.ts';
import { MAX_IMAGES_PER_CHANGE } from '../../src/content/change-limits.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_NAME_CHARS, megabytes, UPLOAD_FOLDER } from '../../src/content/picture-limits.ts';

/** A picture under public/images, as the studio's picker lists it. */
export type ImageInfo = { path: string; width: number | null; height: number | null; bytes: number };

/**
 * A new picture that travels with a change: where it goes ("/images/uploads/…") and its bytes,
 * checked here by name and first bytes, then decoded whole and cleaned of metadata (clean-picture.ts).
 */
export type ImageUpload = { path: string; type: ImageType; bytes: Buffer };

export type ImageType = 'jpeg' | 'png' | 'webp';

const EXTENSIONS: Record<ImageType, string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };
const LISTED = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** The header bytes read to find a picture's size; a JPEG's size can sit after its metadata. */
const HEADER_BYTES = 64 * 1024;

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

/** Every picture under publicDir/images, sorted by path, with the size its header gives. */
export async function listImages(publicDir: string): Promise<ImageInfo[]> {
  const root = join(publicDir, 'images');
  const found: ImageInfo[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && LISTED.test(entry.name)) {
        const size = imageSize(await readHeader(full));
        found.push({ path: `/images/${relative(root, full).split(sep).join('/')}`, width: size?.width ?? null, height: size?.height ?? null, bytes: (await stat(full)).size });
      }
    }
  };
  await walk(root);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The content types of the pictures GET /images lists, by extension. */
const MEDIA_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };
/** An address as GET /images lists them: "/images/", then plain names, no "." or ".." steps. */
const IMAGE_ADDRESS = /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * One picture under publicDir/images by its address, for the studio to show a picture saved since
 * the site was last built (the site serves it only from the next build on); undefined when there is none.
 */
export async function readImage(publicDir: string, path: string): Promise<{ type: string; bytes: Buffer } | undefined> {
  const match = IMAGE_ADDRESS.exec(path);
  if (!match || path.split('/').some((step) => step === '..' || step === '.')) return undefined;
  const bytes = await readUnlinked(publicDir, path.split('/').filter(Boolean)).catch(() => undefined);
  return bytes ? { type: MEDIA_TYPES[match[1]!.toLowerCase()]!, bytes } : undefined;
}

/**
 * A file under publicDir/images read only through real folders: a link anywhere below images/ could
 * point out of public/ (GET /images never lists one either). The last step is opened with O_NOFOLLOW,
 * so a link put there after the check is not followed either.
 */
async function readUnlinked(publicDir: string, steps: string[]): Promise<Buffer | undefined> {
  let at = join(publicDir, steps[0]!);
  for (const step of steps.slice(1)) {
    at = join(at, step);
    if ((await lstat(at)).isSymbolicLink()) return undefined;
  }
  const handle = await open(at, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : undefined;
  } finally {
    await handle.close();
  }
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

/**
 * Checks the pictures of a POST /changes body: at most MAX_IMAGES_PER_CHANGE, each a new file
 * straight under /images/uploads/ with a plain lower-case name, its bytes a JPEG, PNG or WebP by
 * content (whatever the name says), its extension matching, and at most MAX_PICTURE_BYTES.
 */
export function parseImageUploads(images: unknown): ImageUpload[] {
  if (images === undefined) return [];
  if (!Array.isArray(images) || images.length > MAX_IMAGES_PER_CHANGE) {
    throw new ApiError('image-refused', { details: [`"images" must list at most ${MAX_IMAGES_PER_CHANGE} pictures, each {"path", "base64"}; send more pictures as separate changes.`] });
  }
  const paths = new Set<string>();
  return images.map((image, index) => {
    const { path, base64 } = (image ?? {}) as Record<string, unknown>;
    const refuse = (detail: string, code: 'image-refused' | 'image-too-large' = 'image-refused') => new ApiError(code, { details: [`images[${index}]${typeof path === 'string' ? ` (${path})` : ''}: ${detail}`] });
    const name = typeof path === 'string' && path.startsWith(UPLOAD_FOLDER) ? path.slice(UPLOAD_FOLDER.length) : undefined;
    if (!name || !/^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|jpeg|png|webp)$/.test(name) || name.length > MAX_PICTURE_NAME_CHARS) {
      throw refuse(`a new picture goes straight into ${UPLOAD_FOLDER}, with a name of lower-case letters, digits and hyphens ending in .jpg, .png or .webp, for example "${UPLOAD_FOLDER}front-lawn-in-benson.webp".`);
    }
    if (paths.has(path as string)) throw refuse('this picture is listed twice; send it once.');
    paths.add(path as string);
    if (typeof base64 !== 'string' || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw refuse('"base64" must be the picture\'s bytes in base64.');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MAX_PICTURE_BYTES) throw refuse(`the picture is ${megabytes(bytes.length)}; at most ${megabytes(MAX_PICTURE_BYTES)} is accepted.`, 'image-too-large');
    const type = detectImageType(bytes);
    if (!type) throw refuse('the file is not a JPEG, PNG or WebP picture (whatever its name says).');
    if (!EXTENSIONS[type].includes(name.split('.').pop()!)) throw refuse(`the file is a ${type.toUpperCase()} picture, so its name must end in .${EXTENSIONS[type][0]}.`);
    return { path: path as string, type, bytes };
  });
}
