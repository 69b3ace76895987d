import Button from '@mui/material/Button';
import { useSite } from '../../app/site-context';
import type { HeroSection } from '../../generated/site-types';

type Video = NonNullable<HeroSection['background']['video']>;

/**
 * The decorative background video, inside a <template>: nothing downloads until the page script
 * (src/browser/hero-video.ts) decides the visitor wants motion, so the poster stays the LCP image.
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

/**
 * Pause and play for the moving background (WCAG 2.2.2). Hidden until the page script shows it: without
 * script (or for reduced motion) there is no video to stop. Both labels travel in the page, because the
 * script, not React, swaps them.
 */
export function HeroVideoToggle() {
  const { ui } = useSite();
  return (
    <Button
      type="button"
      hidden
      data-hero-video-toggle=""
      data-label-pause={ui.videoPause}
      data-label-play={ui.videoPlay}
      variant="outlined"
      size="small"
      sx={{
        position: 'absolute',
        right: 16,
        bottom: 16,
        zIndex: 1,
        color: '#ffffff',
        borderColor: '#ffffff',
        bgcolor: 'rgba(8,24,9,0.6)',
        '--cc-focus-ring': '#ffffff',
        '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(8,24,9,0.8)' },
        '&[hidden]': { display: 'none' },
      }}
    >
      {ui.videoPause}
    </Button>
  );
}
