import type { ComponentType } from 'react';
import type { Section } from '../generated/site-types';

export type SectionType = Section['type'];
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>;
export type SectionComponent<K extends SectionType> = ComponentType<{ section: SectionOf<K> }>;

/**
 * Every section type, mapped to its lazily loaded component. The `satisfies` clause makes a schema
 * type without a component (or a component for a type the schema lacks) a type error.
 * Adding a section type: its folder here, its $defs entry in site.schema.json, and one line below.
 */
export const sectionLoaders = {
  hero: () => import('./hero/hero'),
  valuesBand: () => import('./values-band/values-band'),
  serviceGrid: () => import('./service-grid/service-grid'),
  aboutStory: () => import('./about-story/about-story'),
  testimonials: () => import('./testimonials/testimonials'),
  ctaBand: () => import('./cta-band/cta-band'),
} satisfies { [K in SectionType]: () => Promise<{ default: SectionComponent<K> }> };
