import { createContext, useContext } from 'react';
import type { ReactElement } from 'react';
import type { SectionType } from '../sections/section-types';

/**
 * The kinds of island, by name: a section type (the registry says which sections are islands) and
 * the interactive parts of the layout, forms and staff area. island-kinds.ts maps each to its code;
 * the names live here, apart, so that components can declare islands without importing that map.
 */
export type IslandKind = SectionType | 'pageForm' | 'studio';

/** When an island's code loads and wakes (see docs/decisions/011-islands.md for how to choose). */
export type Wake =
  /** As soon as the page has loaded: only for what a visitor sees working at once. */
  | 'load'
  /** When the browser is idle after loading. */
  | 'idle'
  /** When it scrolls near the viewport. */
  | 'visible'
  /** At the first pointer, focus or key on it: the visitor's first touch starts the download. */
  | 'interaction'
  /** When the browser is idle after the page's load event, or at the first touch if that comes first: what a send needs is on the device before the press. */
  | 'afterLoad'
  /** At the first touch, or at once while a staff session is stored: the login, which then shows who is signed in. */
  | 'interactionOrSession';

/**
 * Given to the page render by the prerender (and only there): collects the page's islands, each with
 * an id unique on the page. Each is rendered on its own after the page (React cannot render inside a
 * render), with the id prefix the browser will hydrate it with, and put in its placeholder.
 */
export interface IslandServer {
  add(element: ReactElement): string;
}

/** The placeholder an island's HTML replaces in the page. */
export const islandPlaceholder = (id: string) => `<!--island:${id}-->`;

export const IslandServerContext = createContext<IslandServer | null>(null);

export const useIslandServer = () => useContext(IslandServerContext);
