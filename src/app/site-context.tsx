import { createContext, useContext, type ReactNode } from 'react';
import type { CollectionName, Collections } from '../content/site-content';
import type { PageBundle, SiteCore } from '../content/bundles';
import { areaLabel } from '../content/area';

const SiteContext = createContext<SiteCore | null>(null);
const BundleContext = createContext<PageBundle | null>(null);

export function SiteProvider({ core, children }: { core: SiteCore; children: ReactNode }) {
  return <SiteContext value={core}>{children}</SiteContext>;
}

export function BundleProvider({ bundle, children }: { bundle: PageBundle; children: ReactNode }) {
  return <BundleContext value={bundle}>{children}</BundleContext>;
}

export function useSiteCore(): SiteCore {
  const core = useContext(SiteContext);
  if (!core) throw new Error('useSiteCore must be used inside <SiteProvider>');
  return core;
}

export const useSite = () => useSiteCore().site;

export function usePageBundle(): PageBundle {
  const bundle = useContext(BundleContext);
  if (!bundle) throw new Error('usePageBundle must be used inside a page');
  return bundle;
}

/** The entries of a collection this page refers to, in the order given (validated at build time). */
export function useCollectionItems<K extends CollectionName>(name: K, ids: string[]): Collections[K][number][] {
  const items = usePageBundle().collections[name] as Record<string, Collections[K][number]> | undefined;
  return ids.map((id) => items?.[id]).filter((item): item is Collections[K][number] => item !== undefined);
}

/** The town this page is about, if any. */
export const useTown = () => usePageBundle().town;

/** "Goldsboro, NC" on a town's pages, the general service area elsewhere. */
export function useAreaLabel(): string {
  return areaLabel(useSite(), useContext(BundleContext)?.town);
}
