import type { ComponentType } from 'react';
import { sectionIslands } from '../sections/registry';
import type { IslandKind } from './island-context';
import type { SectionType } from '../sections/section-types';

/**
 * Every kind of island, mapped to the code that wakes it: the island sections of the section registry
 * (their wake-up is part of their registry line) and the page forms and the studio (the header needs no island: src/browser/nav-menus.ts, drawer.ts).
 * This map is all the page loader knows: static sections are not in it, so their code never ships.
 */
const islandKinds = {
  ...sectionIslands,
  pageForm: () => import('../forms/page-form'),
  // Client-only: drawn inside the dashboard once an administrator is signed in (client-island.tsx).
  studio: () => import('../studio/studio'),
} satisfies { [K in Exclude<IslandKind, SectionType>]: IslandCode } & { [K in IslandKind]?: IslandCode };

type IslandCode = () => Promise<{ default: ComponentType<never> }>;

/**
 * Code an island kind needs, evaluated before its own in a task of its own (after the code every island
 * shares: sharedStages in src/browser/wake-island.ts): a module graph is evaluated in one go once
 * fetched, and the page form's whole graph was a long task on a phone (issue #39).
 */
const islandStages: { [K in IslandKind]?: (() => Promise<unknown>)[] } = {
  pageForm: [() => import('../forms/form-inputs')],
};

export const islandStagesOf = (kind: IslandKind): (() => Promise<unknown>)[] => islandStages[kind] ?? [];

/** The code of an island kind; undefined only for a static section, which never becomes an island. */
export const islandCode = (kind: IslandKind): IslandCode | undefined => (islandKinds as { [K in IslandKind]?: IslandCode })[kind];
