import { loadPage } from './page-loading';
import { core } from './site-modules';
import { routeFor } from '../content/routes';
import { fillTemplate } from './fill-template';
import { renderNotFound as renderNotFoundFor, renderPage, type Rendered } from './render-page';

export type { Rendered };

/**
 * Renders one address of the site to HTML in Node, with its data (the site plugin's data modules) and
 * every section loaded first, so the markup is complete. Used by the dev server and the tests; the
 * build's prerender uses src/render/entry-prerender.tsx, which is given its data instead.
 */
export async function renderPath(path: string): Promise<Rendered> {
  const route = routeFor(core.routes, path);
  if (!route) return { html: '', head: '', status: 404 };
  const bundle = await loadPage(route.id);
  return renderPage(core, bundle, path);
}

/** The page-less document for unknown addresses (404.html): a message with links, and no page data. */
export const renderNotFound = (): Rendered => renderNotFoundFor(core);

/** One complete prerendered document for an address. */
export async function renderDocument(path: string, template: string): Promise<string> {
  const { head, html } = await renderPath(path);
  return fillTemplate(template, head, html);
}

export { core, fillTemplate };
