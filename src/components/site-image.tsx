import type { CSSProperties } from 'react';
import type { Image } from '../generated/site-types';
import { usePictures, useSite } from '../app/site-context';
import type { PictureSlot } from '../content/picture-layout';
import { pictureAttributes } from './picture-attributes';

/**
 * A content picture with its width and height (so nothing shifts), lazy unless it is above the fold.
 * `slot` says how wide the layout shows it, which becomes its `sizes` when the build made variants.
 */
export function SiteImage({ image, slot, eager = false, style, className }: { image: Image; slot: PictureSlot; eager?: boolean; style?: CSSProperties; className?: string }) {
  const { src, srcSet, sizes, width, height } = pictureAttributes(image, slot, useSite().layout.containerMaxWidth, usePictures());
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
      style={{ maxWidth: '100%', height: 'auto', display: 'block', ...style }}
    />
  );
}
