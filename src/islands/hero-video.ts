/**
 * The home hero's decorative background video. The page carries a <template> with the <video>; it is
 * added only when the visitor has not asked for reduced motion or data saving, so the poster stays the
 * first (and LCP) image and nobody who asked for stillness gets motion.
 */
export function startHeroVideos() {
  const templates = document.querySelectorAll<HTMLTemplateElement>('template[data-hero-video]');
  if (templates.length === 0) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (reduced || saveData) return;
  for (const template of Array.from(templates)) {
    const video = template.content.firstElementChild?.cloneNode(true) as HTMLVideoElement | undefined;
    if (!video) continue;
    // Autoplay of a muted video is allowed everywhere; the attribute alone does not start a cloned one.
    video.muted = true;
    template.replaceWith(video);
    void video.play().catch(() => {
      /* the poster stays: a blocked autoplay is fine */
    });
  }
}
