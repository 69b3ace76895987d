/**
 * What the build made of the site's pictures (tools/build/pictures.ts), handed to the renderer as
 * data so the components stay pure: a page shows the variants when they are there and the plain
 * file otherwise (the studio's preview, `npm run dev`, a picture on another host).
 */
export interface PictureCandidate {
  /** Address of the variant in the built site (a content-hashed name under /assets/). */
  url: string;
  /** Its width in pixels (the srcset's "w" descriptor). */
  width: number;
}

export interface ResponsivePicture {
  /** Narrowest first. */
  candidates: PictureCandidate[];
  /** The file's own size, so width and height give its true ratio and nothing shifts as it loads. */
  width: number;
  height: number;
}

export interface SharePicture {
  /** Address of the 1200 × 630 JPEG link previews read. */
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
}

export interface PictureManifest {
  /** By the content's own address ("/images/uploads/front-yard.jpg"). */
  responsive: Record<string, ResponsivePicture>;
  /** By the address a page's or town's share picture names. */
  share: Record<string, SharePicture>;
}

/** The srcset attribute of a picture's variants. */
export const srcsetOf = (picture: ResponsivePicture) => picture.candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
