import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../app/chunk-timeout';
import { sectionLoaders, type SectionType } from './registry';

type AnySection = ComponentType<{ section: never }>;

const loaded = new Map<string, AnySection>();
const lazies = new Map<string, LazyExoticComponent<AnySection>>();

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionLoaders, type);

function load(type: SectionType) {
  return withChunkTimeout(() => sectionLoaders[type]() as Promise<{ default: AnySection }>, `the "${type}" section`).then((mod) => {
    loaded.set(type, mod.default);
    return mod;
  });
}

/** Loads the components a page needs before rendering, so prerendering and hydration never show a fallback. */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownSectionType).map((type) => (loaded.has(type) ? undefined : load(type))));
}

/** The component for a type: synchronous when preloaded, otherwise a lazy one that suspends. */
export function sectionComponent(type: SectionType): AnySection | LazyExoticComponent<AnySection> {
  const ready = loaded.get(type);
  if (ready) return ready;
  let component = lazies.get(type);
  if (!component) {
    component = lazy(() => load(type));
    lazies.set(type, component);
  }
  return component;
}
