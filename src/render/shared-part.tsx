import { createContext, useContext, type ReactElement } from 'react';
import type { EmotionCache } from '@emotion/cache';

/** A part's markup, rendered once, and what its render put into the emotion cache, in that order. */
export interface RenderedPart {
  html: string;
  inserted: [string, EmotionCache['inserted'][string]][];
  registered: [string, EmotionCache['registered'][string]][];
}

/** Given to the page render by the prerender (src/render/render-page.tsx); absent in the browser. */
export interface SharedParts {
  /** The page's style cache: a reused part puts its styles in where its own render would have. */
  cache: EmotionCache;
  /** Parts already rendered once, by name. */
  rendered: Map<string, RenderedPart>;
  /** Parts this page rendered itself (no reusable render yet): rendered once after the page. */
  wanted: Map<string, ReactElement>;
  /** Parts this page reused: their markers are replaced by their markup after the render. */
  used: Set<string>;
}

export const SharedPartsContext = createContext<SharedParts | null>(null);

/** What a reused part renders in its place, until the prerender puts its markup there. */
export const sharedPartMarker = (name: string) => `<template data-shared-part="${name}"></template>`;

/**
 * A part of the page that is the same on every page, such as the footer, which lists every town: with a
 * thousand towns it is most of each page's render. The prerender renders it once per worker and each
 * page reuses the markup, putting the part's styles into the page's style cache at the same point its
 * render would have, so the page and its critical CSS are byte for byte what a full render gives.
 * A shared part may read only the site (useSiteCore) and the theme: not the page, its address or
 * useId, and it holds no island and no head tag.
 */
export function SharedPart({ name, children }: { name: string; children: ReactElement }) {
  const parts = useContext(SharedPartsContext);
  if (!parts) return children;
  const rendered = parts.rendered.get(name);
  if (!rendered) {
    parts.wanted.set(name, children);
    return children;
  }
  const { cache } = parts;
  for (const [id, rules] of rendered.inserted) if (cache.inserted[id] === undefined) cache.inserted[id] = rules;
  for (const [className, styles] of rendered.registered) if (cache.registered[className] === undefined) cache.registered[className] = styles;
  parts.used.add(name);
  return <template data-shared-part={name} />;
}
