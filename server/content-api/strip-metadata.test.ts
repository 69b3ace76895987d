import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PictureLayoutError, stripMetadata } from './strip-metadata.ts';
import { pngChunk } from '../../tests/support/test-images.ts';
import {
  chunkTypes,
  CREATOR,
  GPS_LATITUDE_BYTES,
  iptcSegment,
  jpegMarkers,
  jpegSegment,
  phonePhoto,
  pixelsOf,
  PLACE,
  SERIAL,
  twoTone,
  withChunks,
  withSegments,
  type PhotoType,
} from '../../tests/support/test-photos.ts';

/** The part of a file that holds the picture itself, which cleaning must copy byte for byte. */
function imageData(type: PhotoType, bytes: Buffer): Buffer {
  if (type === 'jpeg') return bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
  if (type === 'png') return Buffer.concat(chunksOf(bytes, 'IDAT'));
  return chunksOf(bytes, 'VP8 ')[0]!;
}

function chunksOf(bytes: Buffer, wanted: string): Buffer[] {
  const found: Buffer[] = [];
  const riff = bytes.toString('latin1', 0, 4) === 'RIFF';
  for (let at = riff ? 12 : 8; at + 8 <= bytes.length; ) {
    const size = riff ? bytes.readUInt32LE(at + 4) : bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', riff ? at : at + 4, riff ? at + 4 : at + 8);
    const end = riff ? at + 8 + size + (size % 2) : at + 12 + size;
    if (type === wanted) found.push(bytes.subarray(at, end));
    at = end;
  }
  return found;
}

describe.each(['jpeg', 'png', 'webp'] as const)('a phone photo as %s', (type) => {
  it('loses its Exif (GPS position, camera serial), XMP and text, and keeps its pixels, bytes and colour profile', async () => {
    const photo = await phonePhoto(type);
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    for (const secret of [SERIAL, CREATOR, PLACE]) expect(photo.includes(secret)).toBe(true);
    expect(photo.includes(GPS_LATITUDE_BYTES)).toBe(true);

    const clean = stripMetadata(type, photo);
    for (const secret of [SERIAL, CREATOR, PLACE]) expect(clean.includes(secret)).toBe(false);
    expect(clean.includes(GPS_LATITUDE_BYTES)).toBe(false);
    const after = await sharp(clean, { failOn: 'warning' }).metadata();
    expect(after).toMatchObject({ format: type, width: before.width, height: before.height });
    expect([after.exif, after.xmp, after.iptc, after.comments]).toEqual([undefined, undefined, undefined, undefined]);
    // The Display P3 profile stays, or the photo's colours would change.
    expect(after.icc).toEqual(before.icc);
    expect(imageData(type, clean)).toEqual(imageData(type, photo));
    expect(await pixelsOf(clean)).toEqual(await pixelsOf(photo));
    expect(clean.length).toBeLessThan(photo.length);
    // Nothing is left to remove.
    expect(stripMetadata(type, clean)).toEqual(clean);
  });
});

describe('JPEG', () => {
  it('drops IPTC, comments, extra pictures (MPF), JFXX thumbnails and a trailer after the end; keeps JFIF, ICC and Adobe', async () => {
    const photo = await phonePhoto('jpeg');
    const jfifWithThumbnail = jpegSegment(0xe0, Buffer.concat([Buffer.from('JFIF\0', 'latin1'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 2, 1]), Buffer.alloc(6, 0x80)]));
    const adobe = jpegSegment(0xee, Buffer.concat([Buffer.from('Adobe', 'latin1'), Buffer.from([0, 100, 0, 0, 0, 0, 1])]));
    const marked = Buffer.concat([
      withSegments(
        photo,
        jfifWithThumbnail,
        jpegSegment(0xe0, Buffer.from(`JFXX\0\x10${SERIAL}`, 'latin1')),
        iptcSegment(`Taken at ${PLACE}`),
        jpegSegment(0xfe, Buffer.from(`Shot by ${CREATOR}`, 'latin1')),
        jpegSegment(0xe2, Buffer.from(`MPF\0${SERIAL}`, 'latin1')),
        jpegSegment(0xeb, Buffer.from(`JP\0${SERIAL}`, 'latin1')),
        adobe,
      ),
      Buffer.from(`SEFT trailer ${SERIAL}`, 'latin1'),
    ]);
    expect((await sharp(marked).metadata()).iptc).toBeDefined();

    const clean = stripMetadata('jpeg', marked);
    for (const secret of [SERIAL, CREATOR, PLACE]) expect(clean.includes(secret)).toBe(false);
    expect(jpegMarkers(clean).filter((marker) => marker.startsWith('E') || marker === 'FE')).toEqual(['E0', 'EE', 'E2']);
    // The JFIF segment is kept with its thumbnail cut off: 16 bytes, no thumbnail size.
    expect(clean.subarray(2, 20)).toEqual(Buffer.concat([Buffer.from([0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0', 'latin1'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]));
    expect(clean.includes(adobe)).toBe(true);
    expect(clean.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const after = await sharp(clean, { failOn: 'warning' }).metadata();
    expect([after.exif, after.xmp, after.iptc, after.icc === undefined]).toEqual([undefined, undefined, undefined, false]);
    expect(await pixelsOf(clean)).toEqual(await pixelsOf(marked));
  });

  it('reads a progressive JPEG, whose scans have tables between them, scan by scan', async () => {
    const photo = await twoTone(90, 60).withMetadata({ orientation: 1 }).withExif({ IFD0: { Artist: CREATOR } }).jpeg({ progressive: true }).toBuffer();
    expect((await sharp(photo).metadata()).isProgressive).toBe(true);
    const clean = stripMetadata('jpeg', photo);
    expect(clean.includes(CREATOR)).toBe(false);
    expect(await pixelsOf(clean)).toEqual(await pixelsOf(photo));
    expect(imageData('jpeg', clean)).toEqual(imageData('jpeg', photo));
  });

  it('refuses a JPEG that ends before its end marker, even one a lenient reader would draw', async () => {
    const photo = await phonePhoto('jpeg');
    for (const cut of [2, 40, photo.length - 30]) expect(() => stripMetadata('jpeg', photo.subarray(0, photo.length - cut))).toThrow(PictureLayoutError);
    expect(() => stripMetadata('jpeg', Buffer.concat([photo.subarray(0, 2), Buffer.from('not a marker')]))).toThrow(PictureLayoutError);
  });
});

describe('PNG', () => {
  it('keeps the chunks that draw the picture and drops text, time, Exif, animation and programs\' own chunks', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 20, g: 140, b: 60, alpha: 0.5 } } }).png().toBuffer();
    const text = (type: string, words: string) => pngChunk(type, Buffer.from(words, 'latin1'));
    const marked = Buffer.concat([
      withChunks(
        photo,
        pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
        text('tEXt', `Author\0${CREATOR}`),
        text('iTXt', `XML:com.adobe.xmp\0\0\0\0\0${SERIAL}`),
        text('zTXt', `Raw profile type exif\0\0${PLACE}`),
        pngChunk('tIME', Buffer.from([7, 234, 11, 26, 12, 0, 0])),
        text('eXIf', `MM\0*${SERIAL}`),
        text('prVt', `${SERIAL}`),
        pngChunk('acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0])),
      ),
      Buffer.from(`after the end ${SERIAL}`, 'latin1'),
    ]);
    expect((await sharp(marked).metadata()).comments).toBeDefined();

    const clean = stripMetadata('png', marked);
    expect(chunkTypes(clean)).toEqual(['IHDR', 'gAMA', 'pHYs', 'IDAT', 'IEND']);
    for (const secret of [SERIAL, CREATOR, PLACE]) expect(clean.includes(secret)).toBe(false);
    const after = await sharp(clean, { failOn: 'warning' }).metadata();
    expect([after.exif, after.xmp, after.comments, after.width, after.hasAlpha]).toEqual([undefined, undefined, undefined, 30, true]);
    expect(await pixelsOf(clean)).toEqual(await pixelsOf(marked));
  });

  it('refuses a PNG cut short before its end chunk', async () => {
    const photo = await phonePhoto('png');
    for (const cut of [4, 12, 300]) expect(() => stripMetadata('png', photo.subarray(0, photo.length - cut))).toThrow(PictureLayoutError);
  });
});

describe('WebP', () => {
  it('clears the Exif and XMP flags it drops, keeps transparency, and drops anything after the picture', async () => {
    const photo = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 20, g: 140, b: 60, alpha: 0.5 } } })
      .withExif({ IFD0: { Artist: CREATOR } })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${SERIAL}</x:xmpmeta>`)
      .webp()
      .toBuffer();
    expect(chunkTypes(photo)).toEqual(['VP8X', 'ALPH', 'VP8 ', 'EXIF', 'XMP ']);
    const clean = stripMetadata('webp', Buffer.concat([photo, Buffer.from(`after the end ${SERIAL}`, 'latin1')]));
    expect(chunkTypes(clean)).toEqual(['VP8X', 'ALPH', 'VP8 ']);
    // VP8X flags: alpha (0x10) stays; Exif (0x08) and XMP (0x04) are gone with their chunks.
    expect(photo[20]! & 0x1c).toBe(0x1c);
    expect(clean[20]! & 0x1c).toBe(0x10);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    for (const secret of [SERIAL, CREATOR]) expect(clean.includes(secret)).toBe(false);
    const after = await sharp(clean, { failOn: 'warning' }).metadata();
    expect([after.exif, after.xmp, after.hasAlpha]).toEqual([undefined, undefined, true]);
    expect(await pixelsOf(clean)).toEqual(await pixelsOf(photo));
  });

  it('keeps a simple WebP (one image chunk, as the studio sends) as it is, without what follows it', async () => {
    const photo = await twoTone(40, 30).webp().toBuffer();
    expect(chunkTypes(photo)).toEqual(['VP8 ']);
    expect(stripMetadata('webp', photo)).toEqual(photo);
    // An Exif chunk after the image chunk, counted in the RIFF size: not where a simple WebP has any.
    const exif = Buffer.concat([Buffer.from('EXIF\0\0\0\0', 'latin1'), Buffer.from(SERIAL, 'latin1')]);
    exif.writeUInt32LE(SERIAL.length, 4);
    const padded = Buffer.concat([photo, exif, Buffer.alloc(SERIAL.length % 2)]);
    padded.writeUInt32LE(padded.length - 8, 4);
    expect((await sharp(padded, { failOn: 'warning' }).metadata()).width).toBe(40);
    expect(stripMetadata('webp', padded)).toEqual(photo);
  });

  it('refuses a WebP cut short, or whose parts run past its end', async () => {
    const photo = await phonePhoto('webp');
    expect(() => stripMetadata('webp', photo.subarray(0, photo.length - 10))).toThrow(PictureLayoutError);
    const overrun = Buffer.from(photo);
    overrun.writeUInt32LE(photo.length, 16);
    expect(() => stripMetadata('webp', overrun)).toThrow(PictureLayoutError);
  });
});
