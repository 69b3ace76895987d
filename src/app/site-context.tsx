import { createContext, useContext, type ReactNode } from 'react';
import type { CollectionName, Collections } from '../content/site-content';
import type { PageBundle, SiteCore } from '../content/bundles';
import { areaLabel } from '../content/area';
import { pageViewOf, siteViewOf, type PageData, type PageView, type SiteView } from '../islands/page-data';

// Two kinds of context. The views (the site's settings and menus; the page's route, forms and town)
// are there at build time and in every island. The whole site data (route list, towns, a page's
// sections and collection entries) is there only while the build renders: static sections read it.
const SiteViewContext = createContext<SiteView | null>(null);
const PageViewContext = createContext<PageView | null>(null);
const CoreContext = createContext<SiteCore | null>(null);
const BundleContext = createContext<PageBundle | null>(null);

/** The whole site, while the build renders (and the studio's preview draws) a page. */
export function SiteProvider({ core, children }: { core: SiteCore; children: ReactNode }) {
  return (
    <CoreContext value={core}>
      <SiteViewContext value={siteViewOf(core)}>{children}</SiteViewContext>
    </CoreContext>
  );
}

/** The page's whole bundle, while the build renders it. */
export function BundleProvider({ bundle, children }: { bundle: PageBundle; children: ReactNode }) {
  return (
    <BundleContext value={bundle}>
      <PageViewContext value={pageViewOf(bundle)}>{children}</PageViewContext>
    </BundleContext>
  );
}

/** An island in the browser: only the page data written into the page. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <SiteViewContext value={data}>
      <PageViewContext value={data}>{children}</PageViewContext>
    </SiteViewContext>
  );
}

function required<T>(value: T | null, what: string): T {
  if (!value) throw new Error(`${what} is not available here`);
  return value;
}

export const useSiteView = (): SiteView => required(useContext(SiteViewContext), 'The site (SiteProvider or PageDataProvider)');
export const useSite = () => useSiteView().site;
export const usePageView = (): PageView => required(useContext(PageViewContext), 'The page (BundleProvider or PageDataProvider)');

/** The whole site data: static sections only (islands never receive it). */
export const useSiteCore = (): SiteCore => required(useContext(CoreContext), 'The whole site data (build time only)');

/** What the build made of the pictures, or nothing (the studio's preview, an island, `npm run dev`): then pictures show their plain files. */
export const usePictures = () => useContext(CoreContext)?.pictures;

/** The page's whole bundle: static sections only. */
export const usePageBundle = (): PageBundle => required(useContext(BundleContext), "The page's bundle (build time only)");

/** The entries of a collection this page refers to, in the order given (validated at build time). */
export function useCollectionItems<K extends CollectionName>(name: K, ids: string[]): Collections[K][number][] {
  const items = usePageBundle().collections[name] as Record<string, Collections[K][number]> | undefined;
  return ids.map((id) => items?.[id]).filter((item): item is Collections[K][number] => item !== undefined);
}

/** The entries of a collection that name this page's town in their "town" field, in the collection's order (none off a town's pages). */
export function useTownEntries<K extends CollectionName>(name: K): Collections[K][number][] {
  const { collections, town } = usePageBundle();
  const items = Object.values(collections[name] ?? {}) as (Collections[K][number] & { town?: string })[];
  return town ? items.filter((item) => item.town === town.slug) : [];
}

/** The town this page is about, if any. */
export const useTown = () => usePageView().town;

/** "Goldsboro, NC" on a town's pages, the general service area elsewhere (and in parts shared by every page). */
export function useAreaLabel(): string {
  return areaLabel(useSite(), useContext(PageViewContext)?.town);
}
