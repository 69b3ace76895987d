import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { loadPage } from './app/page-loading';
import { core } from './app/site-data';
import { routeFor } from './content/routes';
import { fillTemplate } from './app/fill-template';

export interface Rendered {
  /** The app's markup for inside #root. */
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
 * Renders one address of the site to HTML in Node, with its data and every section loaded first,
 * so the markup is complete (no loading fallback), and extracts the CSS that markup needs.
 * Used by the prerender step and the tests.
 */
export async function renderPath(path: string): Promise<Rendered> {
  const route = routeFor(core.routes, path);
  if (route) await loadPage(route.id);
  const cache = createEmotionCache();
  // Must exist before rendering: it switches the cache to collecting styles instead of inlining them.
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <App core={core} />
      </StaticRouter>
    </CacheProvider>,
  );
  const { hoisted, body } = splitHoisted(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { html: body, head: hoisted + styles, status: route ? 200 : 404 };
}

/** One complete prerendered document for an address. */
export async function renderDocument(path: string, template: string): Promise<string> {
  const { head, html } = await renderPath(path);
  return fillTemplate(template, head, html);
}

export { core, fillTemplate };
