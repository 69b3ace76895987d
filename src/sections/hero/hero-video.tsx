import { useEffect, useRef, useState } from 'react';
import type { HeroSection } from '../../generated/site-types';

type Video = NonNullable<HeroSection['background']['video']>;

/**
 * The decorative background video. It is added only after hydration and only when the visitor has
 * not asked for reduced motion or data saving, so the poster stays the first (and LCP) image.
 */
export function HeroVideo({ video, poster }: { video: Video; poster: string }) {
  const [enabled, setEnabled] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!reduced && !saveData) setEnabled(true);
  }, []);
  if (!enabled) return null;
  return (
    <video
      ref={ref}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={poster}
      aria-hidden="true"
      tabIndex={-1}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    >
      {video.webm ? <source src={video.webm} type="video/webm" /> : null}
      <source src={video.mp4} type="video/mp4" />
    </video>
  );
}
