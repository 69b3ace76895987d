/**
 * Frames from other hosts (the service-area map) get their address from `data-src` once they come
 * within half a screen of view, so nothing of theirs is fetched while the page loads (see MapEmbed).
 */
export function startLazyFrames() {
  const frames = Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe[data-src]'));
  if (frames.length === 0) return;
  const show = (frame: HTMLIFrameElement) => {
    frame.src = frame.dataset.src!;
    delete frame.dataset.src;
  };
  if (!('IntersectionObserver' in window)) {
    frames.forEach(show);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target as HTMLIFrameElement);
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const frame of frames) observer.observe(frame);
}
