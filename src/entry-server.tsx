import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { SitePage } from './app/site-page';
import { NotFoundPage } from './app/not-found-page';
import { createEmotionCache } from './app/emotion-cache';
import { loadPage } from './app/page-loading';
import { core } from './app/site-data';
import { routeFor } from './content/routes';
import { fillTemplate } from './app/fill-template';
import { IslandServerContext, islandPlaceholder, type IslandServer } from './islands/island-context';
import { IslandRoot } from './islands/island-root';
import { pageDataFor } from './islands/page-data';

export interface Rendered {
  /** The page's markup for inside #root. */
  html: string;
  /** Tags for <head>: title, meta, canonical and preloads (hoisted by React), then the critical CSS. */
  head: string;
  status: 200 | 404;
}

// React 19 emits hoistable tags (title, meta, link) at the start of a rendered fragment.
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>|<script\b[^>]*>[^<]*<\/script>)/;

function splitHoisted(markup: string): { hoisted: string; body: string } {
  let rest = markup;
  let hoisted = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

/**
 * Renders one address of the site to HTML in Node, with its data and every section loaded first, so
 * the markup is complete, and extracts the CSS it needs. Islands are collected during the page's
 * render and each rendered on its own afterwards, with the id prefix the browser hydrates it with.
 * Used by the prerender step and the tests.
 */
export async function renderPath(path: string): Promise<Rendered> {
  const route = routeFor(core.routes, path);
  if (!route) return { html: '', head: '', status: 404 };
  const bundle = await loadPage(route.id);
  const cache = createEmotionCache();
  // Must exist before rendering: it switches the cache to collecting styles instead of inlining them.
  const emotion = createEmotionServer(cache);
  const islands: ReactElement[] = [];
  const server: IslandServer = { add: (element) => `i${islands.push(element) - 1}` };
  const markup = renderToString(
    <CacheProvider value={cache}>
      <IslandServerContext value={server}>
        <SitePage core={core} bundle={bundle} path={path} />
      </IslandServerContext>
    </CacheProvider>,
  );
  const data = pageDataFor(core, bundle, path);
  let { hoisted, body } = splitHoisted(markup);
  islands.forEach((element, index) => {
    const id = `i${index}`;
    const html = renderToString(
      <CacheProvider value={cache}>
        <IslandRoot data={data}>{element}</IslandRoot>
      </CacheProvider>,
      { identifierPrefix: `${id}-` },
    );
    body = body.replace(islandPlaceholder(id), () => html);
  });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { html: body, head: hoisted + styles, status: 200 };
}

/** The page-less document for unknown addresses (404.html): a message with links, and no page data. */
export function renderNotFound(): Rendered {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <NotFoundPage core={core} />
    </CacheProvider>,
  );
  const { hoisted, body } = splitHoisted(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { html: body, head: hoisted + styles, status: 404 };
}

/** One complete prerendered document for an address. */
export async function renderDocument(path: string, template: string): Promise<string> {
  const { head, html } = await renderPath(path);
  return fillTemplate(template, head, html);
}

export { core, fillTemplate };
