import type { ComponentType } from 'react';
import { sectionIslands } from '../sections/registry';
import type { IslandKind } from './island-context';

/**
 * Every kind of island, mapped to the code that wakes it: the island sections of the section registry
 * (their wake-up is part of their registry line) and the interactive parts of the layout and forms.
 * This map is all the page loader knows: static sections are not in it, so their code never ships.
 */
export const islandKinds = {
  ...sectionIslands,
  pageForm: () => import('../forms/page-form'),
  navMenus: () => import('../components/layout/nav-menus'),
  mobileMenu: () => import('../components/layout/mobile-menu'),
  logout: () => import('../app/session/logout-button'),
} satisfies { [K in IslandKind]: () => Promise<{ default: ComponentType<never> }> };

// And no kind is mapped that the names do not list.
export type MappedKind = keyof typeof islandKinds;
const everyKindNamed: [MappedKind] extends [IslandKind] ? true : false = true;
void everyKindNamed;
