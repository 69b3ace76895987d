import type { HeroSection } from '../../generated/site-types';

type Video = NonNullable<HeroSection['background']['video']>;

/**
 * The decorative background video, inside a <template>: nothing downloads until the page script
 * (src/islands/hero-video.ts) decides the visitor wants motion, so the poster stays the LCP image.
 */
export function HeroVideo({ video, poster }: { video: Video; poster: string }) {
  return (
    <template data-hero-video="">
      <video
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
    </template>
  );
}
