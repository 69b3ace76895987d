import { pageLoaders } from './site-data';
import type { PageBundle } from '../content/bundles';
import { preloadSections } from '../sections/section-loading';
import { withChunkTimeout } from './chunk-timeout';

const pending = new Map<string, Promise<PageBundle>>();
const ready = new Map<string, PageBundle>();

/**
 * Loads a route's data chunk and the section components it uses. A failure stays cached: React
 * re-renders while suspended, and a fresh promise each time would retry forever instead of showing
 * the error page (whose Reload button starts over with a clean slate).
 */
export function loadPage(id: string): Promise<PageBundle> {
  let promise = pending.get(id);
  if (!promise) {
    const loader = pageLoaders[id];
    if (!loader) return Promise.reject(new Error(`No page with id "${id}"`));
    promise = withChunkTimeout(loader, `the page "${id}"`)
      .then(async (mod) => {
        await preloadSections(mod.default.page.sections.map((s) => s.type));
        ready.set(id, mod.default);
        return mod.default;
      });
    pending.set(id, promise);
  }
  return promise;
}

/** The page's data if it has already arrived (always true after preloading), for a render without suspending. */
export const readyPage = (id: string): PageBundle | undefined => ready.get(id);
