import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { createEmotionCache } from '../app/emotion-cache';
import { IslandRoot } from '../islands/island-root';
import type { PageData } from '../islands/page-data';
import { providePageDrawing } from '../studio/page-drawing';

// The studio's live preview draws pages with the sections, which it cannot import itself (see
// page-drawing.ts). Handed over here, where every island wakes (the dashboard, or the login that
// opens it in place), rather than in the loader every page runs before a touch.
providePageDrawing(() => import('../studio/preview-frame'));

// One style cache for every island of the page: it adopts the prerendered styles once.
let cache: ReturnType<typeof createEmotionCache> | null = null;

/**
 * Hydrates one island as its own React root, with the id prefix its build-time render used, in a
 * transition so a large island never blocks the visitor's input.
 */
export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object, id: string, data: PageData, onReady: () => void) {
  cache ??= createEmotionCache();
  const app = (
    <CacheProvider value={cache}>
      <IslandRoot data={data} onReady={onReady}>
        <Component {...props} />
      </IslandRoot>
    </CacheProvider>
  );
  startTransition(() => {
    hydrateRoot(element, app, { identifierPrefix: `${id}-` });
  });
}
