/**
 * Removes what a picture carries besides its pixels (a phone's GPS position, the camera's serial,
 * the editing program, comments, thumbnails) without decoding it: the parts that hold the picture
 * are copied byte for byte, so a photo the studio already compressed is not compressed twice.
 * Each format keeps a short list of parts it needs to be drawn (allowed, not a list of what to
 * drop), so metadata of a kind nobody listed is removed too. The colour profile (ICC) is kept:
 * without it a wide-gamut photo would show dull colours. Anything after the picture's end marker
 * (phone makers' trailers, a second hidden picture) is dropped.
 * Only called on a picture sharp has already decoded whole (clean-picture.ts).
 */
import type { ImageType } from '../../src/content/disk/public-files.ts';

/** The picture's parts do not add up (cut short, or laid out in a way this file does not read). */
export class PictureLayoutError extends Error {}

export function stripMetadata(type: ImageType, bytes: Buffer): Buffer {
  if (type === 'jpeg') return stripJpeg(bytes);
  if (type === 'png') return stripPng(bytes);
  return stripWebp(bytes);
}

const startsWith = (bytes: Buffer, at: number, text: string) => bytes.toString('latin1', at, at + text.length) === text;

/**
 * JPEG: a list of marker segments, then the compressed scans. Kept: every segment that describes or
 * holds the image (frame, tables, scans, restart interval), APP0 "JFIF" (its thumbnail cut off),
 * APP2 "ICC_PROFILE" and APP14 "Adobe" (how to read the colours). Dropped: every other APPn (APP1
 * Exif and XMP, APP2 MPF's extra pictures, APP13 Photoshop IPTC, vendors' own) and COM comments.
 * Segments between the scans of a progressive JPEG are read the same way.
 */
export function stripJpeg(bytes: Buffer): Buffer {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new PictureLayoutError('it does not start like a JPEG');
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new PictureLayoutError(`stray data at byte ${at}`);
    // Any number of 0xFF may pad the space before a marker.
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    if (marker === undefined) break;
    if (marker === 0xd9) return Buffer.concat([...kept, Buffer.from([0xff, 0xd9])]);
    // TEM and the restart markers stand alone, with no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length || end < at + 4) throw new PictureLayoutError(`a part at byte ${at} runs past the end of the file`);
    const segment = keptJpegSegment(marker, bytes.subarray(at, end));
    if (segment) kept.push(segment);
    at = end;
    if (marker === 0xda) {
      // The compressed scan runs to the next marker: 0xFF followed by anything but 0x00 (an escaped
      // 0xFF in the data) or a restart marker, which the scan's data contains.
      let scanEnd = at;
      while (scanEnd + 1 < bytes.length && !(bytes[scanEnd] === 0xff && bytes[scanEnd + 1] !== 0x00 && !(bytes[scanEnd + 1]! >= 0xd0 && bytes[scanEnd + 1]! <= 0xd7))) scanEnd++;
      if (scanEnd + 1 >= bytes.length) break;
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  throw new PictureLayoutError('the file ends before the picture does');
}

/** The segment as it is kept (the same bytes, or JFIF without its thumbnail), or undefined to drop it. */
function keptJpegSegment(marker: number, segment: Buffer): Buffer | undefined {
  const isApp = marker >= 0xe0 && marker <= 0xef;
  if (!isApp) return marker === 0xfe ? undefined : segment;
  if (marker === 0xe0 && startsWith(segment, 4, 'JFIF\0') && segment.length >= 18) {
    // JFIF's fixed 14 bytes, with the thumbnail's width and height set to 0: an old thumbnail can
    // show what a later crop removed.
    const jfif = Buffer.from(segment.subarray(0, 18));
    jfif.writeUInt16BE(16, 2);
    jfif[16] = 0;
    jfif[17] = 0;
    return jfif;
  }
  if (marker === 0xe2 && startsWith(segment, 4, 'ICC_PROFILE\0')) return segment;
  if (marker === 0xee && startsWith(segment, 4, 'Adobe')) return segment;
  return undefined;
}

/**
 * PNG chunks needed to draw the picture as it looks: the critical ones and those saying how its
 * colours, transparency and pixel size are meant. Dropped: eXIf, the text chunks (tEXt, zTXt, iTXt,
 * where XMP and IPTC also live), tIME, the animation chunks (acTL, fcTL, fdAT: what sharp decoded,
 * and what stays, is the still picture) and any chunk of a program's own.
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCv', 'cLLI', 'bKGD', 'pHYs']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function stripPng(bytes: Buffer): Buffer {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new PictureLayoutError('it does not start like a PNG');
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    // Length, type, data, CRC: copied whole, so every CRC still holds.
    const end = at + 12 + bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (end > bytes.length) break;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
  throw new PictureLayoutError('the file ends before the picture does');
}

/**
 * WebP: a RIFF file of chunks. A simple WebP is one VP8 or VP8L chunk and holds nothing else; an
 * extended one (VP8X) may add ICCP, ALPH, ANIM, ANMF, EXIF and "XMP ". EXIF, XMP and any unknown
 * chunk are dropped, and their flags in VP8X cleared, since a reader trusts the flags.
 */
const WEBP_KEPT = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

export function stripWebp(bytes: Buffer): Buffer {
  if (!startsWith(bytes, 0, 'RIFF') || !startsWith(bytes, 8, 'WEBP')) throw new PictureLayoutError('it does not start like a WebP');
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) throw new PictureLayoutError('the file ends before the picture does');
  const kept: Buffer[] = [];
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) throw new PictureLayoutError(`a part at byte ${at} runs past the end of the picture`);
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    // Each chunk is padded to an even length; the padding belongs to it.
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) throw new PictureLayoutError(`a part at byte ${at} runs past the end of the picture`);
    const chunk = Buffer.from(bytes.subarray(at, end));
    if (fourcc === 'VP8X') chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    if (WEBP_KEPT.has(fourcc)) kept.push(chunk);
    // A simple WebP ends with its one image chunk, whatever follows it.
    if (at === 12 && (fourcc === 'VP8 ' || fourcc === 'VP8L')) break;
    at = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}
