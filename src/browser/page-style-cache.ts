import createCache, { type EmotionCache } from '@emotion/cache';
import { hidePrerenderedStyles } from './prerendered-styles';

/**
 * The islands' style cache, adopting the page's prerendered styles where they stand (Emotion's own
 * adoption would move them: prerendered-styles.ts): created while they are hidden from Emotion, with
 * the class names they hold recorded as already inserted. Styles the islands add later go right after
 * them, as Emotion's adoption placed them.
 */
export function pageStyleCache(): EmotionCache {
  const { elements, names, release } = hidePrerenderedStyles();
  const last = elements.at(-1);
  let cache: EmotionCache;
  try {
    // The same key as the prerender (src/app/emotion-cache.ts), so class names match at hydration.
    cache = createCache({ key: 'css', prepend: true, ...(last?.parentElement ? { container: last.parentElement, insertionPoint: last } : {}) });
  } finally {
    release();
  }
  for (const name of names) {
    const [key, ...ids] = name.split(' ');
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
