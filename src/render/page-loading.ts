import { pageLoaders } from './site-modules';
import type { PageBundle } from '../content/bundles';
import { preloadSections } from '../sections/section-loading';

/** Loads a route's data and the section components it uses, before the page is rendered at build time. */
export async function loadPage(id: string): Promise<PageBundle> {
  const loader = pageLoaders[id];
  if (!loader) throw new Error(`No page with id "${id}"`);
  const bundle = (await loader()).default;
  await preloadSections(bundle.page.sections.map((s) => s.type));
  return bundle;
}
