import { withChunkTimeout } from '../app/chunk-timeout';
import { sectionBuildProps, sectionLoaders } from './registry';
import type { BuildProps, SectionType } from './section-types';

export type AnySection = React.ComponentType<{ section: never }>;

const loaded = new Map<string, AnySection>();
const loading = new Map<string, Promise<AnySection>>();
const buildProps = new Map<string, BuildProps>();

export const isKnownSectionType = (type: string): type is SectionType => Object.hasOwn(sectionLoaders, type);

function load(type: SectionType): Promise<AnySection> {
  let promise = loading.get(type);
  if (!promise) {
    const props = sectionBuildProps(type);
    const component = withChunkTimeout(() => sectionLoaders[type]() as Promise<{ default: AnySection }>, `the "${type}" section`);
    promise = Promise.all([component, props?.()]).then(([mod, propsModule]) => {
      if (propsModule) buildProps.set(type, propsModule.default);
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

/** The build-time props of an island section, if its registry entry declares some (loaded with it). */
export const loadedBuildProps = (type: SectionType): BuildProps | undefined => buildProps.get(type);
