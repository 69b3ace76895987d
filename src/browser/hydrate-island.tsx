import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { siteTheme } from '../app/theme';
import { IslandRoot } from '../islands/island-root';
import { pageStyleCache } from './page-style-cache';
import type { PageData } from '../islands/page-data';
import { nextTask } from './wake';

// One style cache for every island of the page: it adopts the prerendered styles once.
let cache: ReturnType<typeof pageStyleCache> | null = null;
const roots = new Map<Element, Root>();

interface Options {
  id: string;
  data: PageData;
  /** Drawn in the browser only (nothing prerendered to hydrate): a new root. */
  clientOnly: boolean;
  onReady: () => void;
}

/**
 * What an island's first render needs, made beforehand, each in a task of its own: the style cache,
 * then the site's theme (both schemes as CSS variables, ~25 ms on a phone's slower CPU). Made in the
 * render, the theme would lengthen a piece of the hydration that cannot be cut (one component's render).
 */
export async function prepareIsland(data: PageData) {
  if (!cache) {
    cache = pageStyleCache();
    await nextTask();
  }
  siteTheme(data.site);
  await nextTask();
}

/**
 * Wakes one island as its own React root, with the id prefix its build-time render used, in a
 * transition so a large island never blocks the visitor's input.
 */
export function hydrateIsland(element: Element, Component: ComponentType<object>, props: object, { id, data, clientOnly, onReady }: Options) {
  // Made by prepareIsland; here too for a caller that did not wait for it.
  cache ??= pageStyleCache();
  const app = (
    <CacheProvider value={cache}>
      <IslandRoot data={data} onReady={onReady}>
        <Component {...props} />
      </IslandRoot>
    </CacheProvider>
  );
  startTransition(() => {
    if (clientOnly) {
      const root = createRoot(element, { identifierPrefix: `${id}-` });
      root.render(app);
      roots.set(element, root);
    } else roots.set(element, hydrateRoot(element, app, { identifierPrefix: `${id}-` }));
  });
}

/** Stops one island (a client-only island whose placeholder left the page). */
export function unmountIsland(element: Element) {
  roots.get(element)?.unmount();
  roots.delete(element);
}

/** Stops the islands inside `container` (a page's main content being replaced), and any left detached by another island. */
export function unmountIslandsIn(container: Element) {
  for (const element of [...roots.keys()]) {
    if (container.contains(element) || !element.isConnected) unmountIsland(element);
  }
}
