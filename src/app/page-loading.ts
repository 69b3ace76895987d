import { pageLoaders } from './site-data';
import type { PageBundle } from '../content/bundles';
import { preloadSections } from '../sections/section-loading';
import { withChunkTimeout } from './chunk-timeout';
import { preloadForms } from '../forms/lazy-page-form';

const data = new Map<string, Promise<PageBundle>>();
const pending = new Map<string, Promise<PageBundle>>();
const ready = new Map<string, PageBundle>();

function loadData(id: string): Promise<PageBundle> {
  let promise = data.get(id);
  if (!promise) {
    const loader = pageLoaders[id];
    promise = loader ? withChunkTimeout(loader, `the page "${id}"`).then((mod) => mod.default) : Promise.reject(new Error(`No page with id "${id}"`));
    data.set(id, promise);
  }
  return promise;
}

const hasForms = (bundle: PageBundle) => Object.keys(bundle.forms).length > 0;


/**
 * Loads a route's data chunk and the section components it uses. A failure stays cached: React
 * re-renders while suspended, and a fresh promise each time would retry forever instead of showing
 * the error page (whose Reload button starts over with a clean slate).
 */
export function loadPage(id: string): Promise<PageBundle> {
  let promise = pending.get(id);
  if (!promise) {
    promise = loadData(id).then(async (bundle) => {
      await Promise.all([preloadSections(bundle.page.sections.map((s) => s.type)), hasForms(bundle) ? preloadForms() : undefined]);
      ready.set(id, bundle);
      return bundle;
    });
    pending.set(id, promise);
  }
  return promise;
}

/** The page's data if it has already arrived (always true after preloading), for a render without suspending. */
export const readyPage = (id: string): PageBundle | undefined => ready.get(id);
