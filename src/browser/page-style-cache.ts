import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The islands' style cache, adopting the page's prerendered styles where they stand. Emotion's own
 * adoption moves every prerendered <style> element (twice), and the browser parses a moved stylesheet
 * again: the page's ~95 kB of CSS in one long task as the first island wakes (~150 ms of blocked main
 * thread on a mid-range phone, most of a form page's blocking time after the load). Instead, the
 * elements are hidden from Emotion while it starts, and the class names they hold are recorded as
 * already inserted. Styles the islands add later go right after them, as Emotion's adoption placed them.
 */
export function pageStyleCache(): EmotionCache {
  const prerendered = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
  const names = prerendered.map((element) => element.getAttribute('data-emotion') ?? '');
  for (const element of prerendered) element.removeAttribute('data-emotion');
  const last = prerendered.at(-1);
  // The same key as the prerender (src/app/emotion-cache.ts), so class names match at hydration.
  const cache = createCache({ key: 'css', prepend: true, ...(last?.parentElement ? { container: last.parentElement, insertionPoint: last } : {}) });
  prerendered.forEach((element, index) => element.setAttribute('data-emotion', names[index]!));
  for (const name of names) {
    const [key, ...ids] = name.split(' ');
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
