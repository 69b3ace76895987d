import { MAX_PICTURE_SIDE, PICTURE_QUALITY, UPLOAD_FOLDER } from '../content/picture-limits';

/** A picture made ready for the web in the browser: its bytes in base64, a preview address and its size. */
export interface ShrunkPicture {
  base64: string;
  /** A data: address (the site's Content-Security-Policy allows data: pictures, not blob:). */
  dataUrl: string;
  type: 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: number;
}

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Shrinks a photo so its longest side is at most MAX_PICTURE_SIDE and compresses it as WebP (JPEG
 * where the browser cannot write WebP). Undefined when the file is not a JPEG, PNG or WebP the
 * browser can read; the content API checks the bytes again whatever happens here.
 */
export async function shrinkPicture(file: File): Promise<ShrunkPicture | undefined> {
  if (!ACCEPTED.includes(file.type)) return undefined;
  const bitmap = await createImageBitmap(file).catch(() => undefined);
  if (!bitmap) return undefined;
  const scale = Math.min(1, MAX_PICTURE_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob = await toBlob(canvas, 'image/webp');
  // A browser that cannot write WebP answers with a PNG, which would be far larger: JPEG instead.
  if (blob.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg');
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return { base64: dataUrl.slice(dataUrl.indexOf(',') + 1), dataUrl, type: blob.type === 'image/webp' ? 'webp' : 'jpeg', width, height, bytes: blob.size };
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be drawn.'))), type, PICTURE_QUALITY));
}

/** A new picture's address from its description: "/images/uploads/green-lawn-in-benson-k3x9.webp". */
export function uploadPath(alt: string, type: 'webp' | 'jpeg', unique: string): string {
  const words = alt.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return `${UPLOAD_FOLDER}${words || 'picture'}-${unique}.${type === 'webp' ? 'webp' : 'jpg'}`;
}
