import { lazy } from 'react';
import { withChunkTimeout } from '../app/chunk-timeout';
import { sectionLoaders } from './registry';
import type { SectionType } from './section-types';

export type AnySection = React.ComponentType<{ section: never }>;

const loaded = new Map<string, AnySection>();
const loading = new Map<string, Promise<AnySection>>();

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionLoaders, type);

function load(type: SectionType): Promise<AnySection> {
  let promise = loading.get(type);
  if (!promise) {
    promise = withChunkTimeout(() => sectionLoaders[type]() as Promise<{ default: AnySection }>, `the "${type}" section`).then((mod) => {
      loaded.set(type, mod.default);
      return mod.default;
    });
    loading.set(type, promise);
  }
  return promise;
}

/**
 * Loads section components before rendering, so prerendering and hydration never show a fallback.
 * (Hydrating below-the-fold sections later was tried and dropped: any context update after
 * hydration, such as the colour scheme or the session, makes React discard a still-dehydrated
 * boundary's server HTML and render it anew, losing what the visitor typed and seeing.)
 */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownSectionType).map((type) => load(type)));
}

/** The component for a type if its code has arrived. */
export const loadedSection = (type: SectionType): AnySection | undefined => loaded.get(type);

const lazies = new Map<string, React.LazyExoticComponent<AnySection>>();

/** A lazy component for a type whose code has not been preloaded (a fallback; normally never used). */
export function sectionComponent(type: SectionType): React.LazyExoticComponent<AnySection> {
  let component = lazies.get(type);
  if (!component) {
    component = lazy(() => load(type).then((c) => ({ default: c })));
    lazies.set(type, component);
  }
  return component;
}
