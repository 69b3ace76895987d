// Shared by the picture-cleaning tests: photos made with sharp that carry what a phone's photo
// carries (GPS position, camera serial, XMP, a colour profile, an orientation), and parts added by
// hand where sharp writes none (IPTC, comments, text chunks, trailers).
import sharp, { type Sharp } from 'sharp';
import { pngChunk } from './test-images.ts';

/** Words that must not survive cleaning, searched for in the saved bytes themselves. */
export const SERIAL = 'SN-4417-CEDAR';
export const CREATOR = 'Pat Example of Benson';
export const PLACE = 'Oak Lane, Benson';
/** The GPS latitude 35° 30′ as Exif stores it (little-endian rationals 35/1, 30/1), as sharp writes it. */
export const GPS_LATITUDE_BYTES = Buffer.from([35, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0]);

/** Exif as a phone writes it: the camera, its serial number and where the photo was taken. */
export const PHONE_EXIF = {
  IFD0: { Make: 'Pixelphone', Model: 'P7 Pro', Software: 'Camera 4.2', Artist: CREATOR },
  IFD2: { BodySerialNumber: SERIAL, UserComment: PLACE },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 30/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '78/1 33/1 0/1' },
};

export const PHONE_XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${CREATOR}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

export type PhotoType = 'jpeg' | 'png' | 'webp';

/**
 * A photo of the given size whose left half is red and right half blue, with a fine pattern over
 * it so it compresses like a photo (a cut-short file loses real picture data, not padding).
 */
export function twoTone(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const grain = ((x * 7 + y * 13) % 17) * 2;
      pixels.set(x < width / 2 ? [200 + grain, 30, 30] : [30, 30, 200 + grain], at);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Fine noise, which compresses badly: a photo that takes many bytes for its size. */
export function noise(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A phone's photo: Exif with GPS and serial, XMP, the Display P3 colour profile, and the orientation given. */
export function phonePhoto(type: PhotoType, { width = 120, height = 80, orientation = 1 } = {}): Promise<Buffer> {
  // sharp writes the orientation into the Exif, even when it is 1 (upright), as phones do.
  return twoTone(width, height).withIccProfile('p3').withMetadata({ orientation }).withExif(PHONE_EXIF).withXmp(PHONE_XMP).toFormat(type, { quality: 80 }).toBuffer();
}

/** A JPEG marker segment (marker, then its length counting itself, then the payload). */
export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An APP13 Photoshop segment holding an IPTC caption, as photo desks' software writes it. */
export function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, text.length >> 8, text.length & 0xff]), text]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const resource = Buffer.concat([Buffer.from('8BIM', 'latin1'), Buffer.from([0x04, 0x04, 0, 0]), size, record, Buffer.alloc(record.length % 2)]);
  return jpegSegment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/** A JPEG with extra segments put right after its start marker. */
export const withSegments = (jpeg: Buffer, ...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** A PNG with extra chunks put right after IHDR (always first, and 25 bytes long after the signature's 8). */
export const withChunks = (png: Buffer, ...chunks: Buffer[]) => Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);

/** The chunks of a PNG or WebP, by type: for checking what was kept. */
export function chunkTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  if (bytes.toString('latin1', 0, 4) === 'RIFF') {
    for (let at = 12; at + 8 <= bytes.length; ) {
      const size = bytes.readUInt32LE(at + 4);
      types.push(bytes.toString('latin1', at, at + 4));
      at += 8 + size + (size % 2);
    }
  } else {
    for (let at = 8; at + 12 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) types.push(bytes.toString('latin1', at + 4, at + 8));
  }
  return types;
}

/** The markers of a JPEG's segments before its first scan, e.g. ["E0", "E1", "DB", …]. */
export function jpegMarkers(bytes: Buffer): string[] {
  const markers: string[] = [];
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; at += 2 + bytes.readUInt16BE(at + 2)) {
    markers.push(bytes[at + 1]!.toString(16).toUpperCase());
    if (bytes[at + 1] === 0xda) break;
  }
  return markers;
}

/** A picture's pixels as sharp decodes them, for comparing before and after. */
export const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
