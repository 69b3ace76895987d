import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from './errors.ts';
import { detectImageType, scanPublicFiles, type ImageType } from '../../src/content/disk/public-files.ts';
import type { PublicFileEntry } from '../../src/content/picture-list.ts';
import { MAX_IMAGES_PER_CHANGE } from '../../src/content/change-limits.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_NAME_CHARS, megabytes, UPLOAD_FOLDER } from '../../src/content/picture-limits.ts';

/** A picture under public/images, as the studio's picker lists it. */
export type ImageInfo = { path: string; width: number | null; height: number | null; bytes: number };

/**
 * A new picture that travels with a change: where it goes ("/images/uploads/…") and its bytes,
 * checked here by name and first bytes, then decoded whole and cleaned of metadata (clean-picture.ts).
 */
export type ImageUpload = { path: string; type: ImageType; bytes: Buffer };

const EXTENSIONS: Record<ImageType, string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] };
const LISTED = /^\/images\/.+\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The pictures under /images among the files of public/ (read from disk, or the build's list), as GET /images lists them. */
export function imagesOf(files: PublicFileEntry[]): ImageInfo[] {
  return files.filter((file) => LISTED.test(file.path)).map(({ path, width, height, bytes }) => ({ path, width, height, bytes }));
}

/** Every picture under publicDir/images, sorted by path, with the size its header gives. */
export async function listImages(publicDir: string): Promise<ImageInfo[]> {
  return imagesOf(await scanPublicFiles(publicDir));
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
