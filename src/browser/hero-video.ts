/** Local storage: "paused" once the visitor stopped the background video, so it stays still on the next visit. */
export const HERO_VIDEO_KEY = 'heroVideo';

const readPaused = () => {
  try {
    return window.localStorage.getItem(HERO_VIDEO_KEY) === 'paused';
  } catch {
    return false;
  }
};
const savePaused = (paused: boolean) => {
  try {
    if (paused) window.localStorage.setItem(HERO_VIDEO_KEY, 'paused');
    else window.localStorage.removeItem(HERO_VIDEO_KEY);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
};

/**
 * The home hero's decorative background video. The page carries a <template> with the <video>; it is
 * added only when the visitor has not asked for reduced motion or data saving, so the poster stays the
 * first (and LCP) image and nobody who asked for stillness gets motion. A visitor who paused it keeps
 * the poster on later visits (nothing downloads) until they press play.
 */
export function startHeroVideos() {
  const templates = document.querySelectorAll<HTMLTemplateElement>('template[data-hero-video]');
  if (templates.length === 0) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (reduced || saveData) return;
  for (const template of Array.from(templates)) {
    const toggle = template.parentElement?.querySelector<HTMLButtonElement>('[data-hero-video-toggle]');
    let video: HTMLVideoElement | null = null;
    const play = () => {
      if (!video) {
        video = template.content.firstElementChild?.cloneNode(true) as HTMLVideoElement | null;
        if (!video) return;
        // Autoplay of a muted video is allowed everywhere; the attribute alone does not start a cloned one.
        video.muted = true;
        // The poster is the variant the hero's <img> already fetched for this window, not a second download.
        const shown = template.parentElement?.querySelector('img')?.currentSrc;
        if (shown) video.poster = shown;
        template.replaceWith(video);
      }
      void video.play().catch(() => {
        /* the poster stays: a blocked autoplay is fine */
      });
    };
    const show = (paused: boolean) => {
      if (!toggle) return;
      toggle.textContent = (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '';
      toggle.hidden = false;
    };
    const paused = readPaused();
    if (!paused) play();
    show(paused);
    toggle?.addEventListener('click', () => {
      const pause = video !== null && !video.paused;
      if (pause) video?.pause();
      else play();
      savePaused(pause);
      show(pause);
    });
  }
}
