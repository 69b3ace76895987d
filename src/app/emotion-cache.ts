import createCache from '@emotion/cache';

/** One cache key on server and client, so prerendered styles are adopted, not duplicated, at hydration. */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
