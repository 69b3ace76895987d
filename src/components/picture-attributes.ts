import type { Image } from '../generated/site-types';
import { sizesFor, type ContainerWidths, type PictureSlot } from '../content/picture-layout';
import { srcsetOf, type PictureManifest } from '../content/picture-manifest';

export interface PictureAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** The width the fallback `src` is taken near: a phone at 2× or a desktop at 1×, for an engine that ignores srcset. */
const FALLBACK_WIDTH = 824;

/**
 * The <img> attributes of a content picture: its variants with the slot's `sizes` and the file's true
 * width and height when the build made them, else the plain file with the content's size (a new
 * upload in the studio's preview, a picture on another host, an SVG).
 */
export function pictureAttributes(image: Image, slot: PictureSlot, container: ContainerWidths, manifest: PictureManifest | undefined): PictureAttributes {
  const picture = manifest?.responsive[image.src];
  if (!picture) return { src: image.src, width: image.width, height: image.height };
  const fallback = picture.candidates.find((c) => c.width >= FALLBACK_WIDTH) ?? picture.candidates.at(-1)!;
  return { src: fallback.url, srcSet: srcsetOf(picture), sizes: sizesFor(slot, container), width: picture.width, height: picture.height };
}
