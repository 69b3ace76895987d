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

/** Loads section components before a page is rendered at build time, so its markup is complete. */
export async function preloadSections(types: string[]): Promise<void> {
  await Promise.all([...new Set(types)].filter(isKnownSectionType).map((type) => load(type)));
}

/** The component for a type if its code has arrived. */
export const loadedSection = (type: SectionType): AnySection | undefined => loaded.get(type);

