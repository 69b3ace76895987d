import type { ComponentType } from 'react';
import type { Section } from '../generated/site-types';
import type { SiteCore } from '../content/bundles';

// The section types live apart from the registry: the registry imports every section component,
// so sections that took their prop types from it would import it back (a cycle).
export type SectionType = Section['type'];
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>;
export type SectionComponent<K extends SectionType> = ComponentType<{ section: SectionOf<K> }>;

/** Props an island section is given beyond its own content, computed at build time from the whole site. */
export type BuildProps = (core: SiteCore) => object;
