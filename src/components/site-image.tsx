import type { CSSProperties } from 'react';
import type { Image } from '../generated/site-types';

/** A content picture with its width and height (so nothing shifts), lazy unless it is above the fold. */
export function SiteImage({ image, eager = false, style, className }: { image: Image; eager?: boolean; style?: CSSProperties; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
      style={{ maxWidth: '100%', height: 'auto', display: 'block', ...style }}
    />
  );
}
