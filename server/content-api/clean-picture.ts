import sharp, { type Metadata } from 'sharp';
import { ApiError } from './errors.ts';
import type { ImageUpload } from './images.ts';
import type { ImageType } from '../../src/content/disk/public-files.ts';
import { PictureLayoutError, stripMetadata } from './strip-metadata.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, megabytes } from '../../src/content/picture-limits.ts';

/**
 * The most pixels a new picture may have. Far above what the studio sends (1600 × 1600 is 2.6
 * million) and what a phone's 1.5 MB photo holds, far below sharp's own default (268 million): a
 * small file that claims more is a decompression bomb, which would take gigabytes to draw.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** Used only where the picture must be drawn again (turned upright or made smaller): high, so little is lost. */
const REENCODE_QUALITY = 90;
// No operation cache: every upload is a new picture, and a cache would keep decodes in memory after the answer.
sharp.cache(false);
/** Every pixel read, a damaged or cut-short file refused (sharp's "warning" level), a bomb refused before it is drawn. */
const DECODE = { failOn: 'warning', limitInputPixels: MAX_PICTURE_PIXELS } as const;

/**
 * Each new picture of a change, decoded whole and cleaned of its metadata (strip-metadata.ts), in
 * order: at most two, and one at a time, so memory holds one picture's decode at once.
 */
export async function cleanPictures(uploads: ImageUpload[]): Promise<ImageUpload[]> {
  const cleaned: ImageUpload[] = [];
  for (const [index, upload] of uploads.entries()) cleaned.push({ ...upload, bytes: await cleanPicture(upload, index) });
  return cleaned;
}

/**
 * The bytes to save for one picture. Its name and first bytes were checked already (images.ts);
 * here sharp reads it whole. The metadata is cut out without touching the pixels, unless the
 * picture must be drawn again anyway: turned upright (its Exif orientation says it is stored
 * sideways, and without the Exif it would show sideways) or made smaller (over MAX_PICTURE_SIDE).
 */
export async function cleanPicture(upload: ImageUpload, index: number): Promise<Buffer> {
  const refuse = (detail: string, code: 'image-refused' | 'image-too-large' = 'image-refused') => new ApiError(code, { details: [`images[${index}] (${upload.path}): ${detail}`] });
  const damaged = 'the picture is damaged or incomplete (perhaps it did not finish copying); open it on your computer to check it, then upload it again.';
  // The header only, without a pixel limit, so a picture too large can be refused with its size.
  const header = await sharp(upload.bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!header) throw refuse(damaged);
  if (header.format !== upload.type) throw refuse(`the file starts like a ${upload.type.toUpperCase()} picture but is not one.`);
  if (header.width * header.height > MAX_PICTURE_PIXELS) {
    throw refuse(`the picture is ${header.width} × ${header.height} pixels; at most ${MAX_PICTURE_PIXELS / 1_000_000} million pixels are accepted.`, 'image-too-large');
  }
  if ((header.pages ?? 1) > 1) throw refuse(`the picture moves (it has ${header.pages} frames); only still pictures are accepted.`);
  if (!(await decodes(upload.bytes))) throw refuse(damaged);

  const upright = (header.orientation ?? 1) === 1;
  const fits = Math.max(header.width, header.height) <= MAX_PICTURE_SIDE;
  if (upright && fits) {
    let stripped: Buffer;
    try {
      stripped = stripMetadata(upload.type, upload.bytes);
    } catch (error) {
      if (error instanceof PictureLayoutError) throw refuse(damaged);
      throw error;
    }
    await proveClean(stripped, upload.type, { width: header.width, height: header.height });
    return stripped;
  }
  // stats() above can pass a file whose drawing still fails (a PNG whose header claims more rows than
  // its data holds: sharp then cannot write the result); that is the picture's fault, said plainly.
  const drawn = await redraw(upload.bytes, upload.type).catch(() => undefined);
  if (!drawn) throw refuse(damaged);
  if (drawn.length > MAX_PICTURE_BYTES) {
    throw refuse(`once turned upright or made smaller, the picture is ${megabytes(drawn.length)}; at most ${megabytes(MAX_PICTURE_BYTES)} is accepted.`, 'image-too-large');
  }
  await proveClean(drawn, upload.type);
  return drawn;
}

async function decodes(bytes: Buffer): Promise<boolean> {
  // stats() reads every pixel (libvips streams them, so memory stays small) and keeps none.
  return sharp(bytes, DECODE).stats().then(() => true, () => false);
}

/** Drawn again by sharp: upright, at most MAX_PICTURE_SIDE, in its own format; only the colour profile kept. */
function redraw(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const pipeline = sharp(bytes, DECODE).autoOrient().resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true }).keepIccProfile();
  if (type === 'jpeg') return pipeline.jpeg({ quality: REENCODE_QUALITY }).toBuffer();
  if (type === 'png') return pipeline.png().toBuffer();
  return pipeline.webp({ quality: REENCODE_QUALITY }).toBuffer();
}

/**
 * Proof, by sharp's own reading, that what will be saved is a whole picture of the same format (and
 * size, where it was not drawn again) carrying no Exif, XMP, IPTC or text. A failure here is a
 * defect of this server, not of the picture: it is thrown as one (an "internal" answer, logged).
 */
export async function proveClean(bytes: Buffer, type: ImageType, size?: { width: number; height: number }): Promise<void> {
  const problem = await sharp(bytes, DECODE)
    .metadata()
    .then(async (meta) => (await decodes(bytes) ? leftOver(meta, type, size) : 'it no longer decodes'), () => 'it no longer decodes');
  if (problem) throw new Error(`A cleaned picture failed its check: ${problem}.`);
}

function leftOver(meta: Metadata, type: ImageType, size?: { width: number; height: number }): string | undefined {
  if (meta.format !== type) return `it became ${meta.format}`;
  if (size && (meta.width !== size.width || meta.height !== size.height)) return `its size changed from ${size.width} × ${size.height} to ${meta.width} × ${meta.height}`;
  if (!size && Math.max(meta.width, meta.height) > MAX_PICTURE_SIDE) return `it is still ${meta.width} × ${meta.height}`;
  const kept = (['exif', 'xmp', 'iptc', 'comments'] as const).filter((name) => meta[name] !== undefined);
  // The orientation lives in the Exif: with no Exif left, nothing turns the picture.
  return kept.length > 0 ? `it still carries ${kept.join(', ')}` : undefined;
}
