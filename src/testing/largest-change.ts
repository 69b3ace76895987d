import { MAX_BODY_BYTES, MAX_IMAGES_PER_CHANGE } from '../content/change-limits.ts';
import { MAX_PICTURE_BYTES, MAX_PICTURE_NAME_CHARS, UPLOAD_FOLDER } from '../content/picture-limits.ts';

/**
 * The largest POST /changes body the limits allow: MAX_IMAGES_PER_CHANGE pictures, each at
 * MAX_PICTURE_BYTES with the longest name, and the rest of the change exactly MAX_BODY_BYTES
 * (`over` bytes more to pass it). `fill` is the character the text is made of: '"' is the worst for
 * a host that carries the body inside its own JSON, since each one is escaped once more there.
 * The pictures start like a PNG and are not one, so a body that passes the size checks is refused
 * only when the picture is decoded.
 */
export function largestChange({ fill = 'x', over = 0 }: { fill?: 'x' | '"'; over?: number } = {}): string {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const bytes = Buffer.concat([png, Buffer.alloc(MAX_PICTURE_BYTES - png.length, 0x41)]).toString('base64');
  const images = Array.from({ length: MAX_IMAGES_PER_CHANGE }, (_, i) => {
    const stem = String.fromCharCode(0x61 + i).repeat(MAX_PICTURE_NAME_CHARS - '.png'.length);
    return { path: `${UPLOAD_FOLDER}${stem}.png`, base64: bytes };
  });
  const body = (text: string) => JSON.stringify({ summary: 'The largest change', files: [{ path: 'towns/kinston.json', action: 'create', data: { slug: 'kinston', text } }], images });
  const left = MAX_BODY_BYTES + over - withoutPictures(body(''));
  // A quote is two bytes in the body (\"); an odd byte left over is one plain letter.
  const text = fill === '"' ? `${'"'.repeat(Math.floor(left / 2))}${left % 2 ? 'x' : ''}` : 'x'.repeat(left);
  return body(text);
}

/** The bytes of a change without its pictures, counted as the content API counts them. */
export function withoutPictures(body: string): number {
  const { images } = JSON.parse(body) as { images?: unknown };
  return Buffer.byteLength(body) - (Array.isArray(images) ? JSON.stringify(images).length : 0);
}
