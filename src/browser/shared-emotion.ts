// The second shared stage: Emotion, whose module creates its default style cache as it is evaluated
// (see sharedStages in wake-island.ts). The export keeps the bundler from dropping the import.
export { CacheProvider } from '@emotion/react';
