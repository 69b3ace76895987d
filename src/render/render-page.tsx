import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import type { PageBundle, SiteCore } from '../content/bundles';
import { IslandServerContext, islandPlaceholder, type IslandServer } from '../islands/island-context';
import { IslandRoot } from '../islands/island-root';
import { pageDataFor } from '../islands/page-data';
import { createEmotionCache } from '../app/emotion-cache';
import { NotFoundPage } from './not-found-page';
import { SitePage } from './site-page';
import { SiteProvider } from '../app/site-context';
import { siteTheme } from '../app/theme';
import { sharedPartMarker, SharedPartsContext, type RenderedPart, type SharedParts } from './shared-part';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An island's placeholder (its number captured) or a reused part's marker (its name captured). */
const PLACEHOLDERS = new RegExp(
  `${escapeRegExp(islandPlaceholder('i@')).replace('@', '(\\d+)')}|${escapeRegExp(sharedPartMarker('@')).replace('@', '([\\w-]+)')}`,
  'g',
);

// Shared parts (the footer) rendered once per site data: a prerender worker keeps one core for all its pages.
const partsByCore = new WeakMap<SiteCore, Map<string, RenderedPart>>();

/** One shared part on its own, with what it reads (the site and the theme), recording the styles it inserts. */
function renderPart(core: SiteCore, element: ReactElement): RenderedPart {
  const cache = createEmotionCache();
  createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <SiteProvider core={core}>
        <ThemeProvider theme={siteTheme(core.site)} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
          {element}
        </ThemeProvider>
      </SiteProvider>
    </CacheProvider>,
  );
  return { html, inserted: Object.entries(cache.inserted), registered: Object.entries(cache.registered) };
}

/**
 * Renders one page to HTML from data it is given (the caller has loaded the bundle's sections, so no
 * Suspense boundary suspends), and extracts the CSS it needs. Islands are collected during the page's
 * render and each rendered on its own afterwards, with the id prefix the browser hydrates it with.
 * Takes its data as arguments so the prerender's server bundle holds code only (decision 017).
 */
export function renderPage(core: SiteCore, bundle: PageBundle, path: string, { reuseParts = true } = {}): Rendered {
  const cache = createEmotionCache();
  // Must exist before rendering: it switches the cache to collecting styles instead of inlining them.
  const emotion = createEmotionServer(cache);
  const islands: ReactElement[] = [];
  const server: IslandServer = { add: (element) => `i${islands.push(element) - 1}` };
  let rendered = partsByCore.get(core);
  if (!rendered) partsByCore.set(core, (rendered = new Map()));
  const parts: SharedParts | null = reuseParts ? { cache, rendered, wanted: new Map(), used: new Set() } : null;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <SharedPartsContext value={parts}>
        <IslandServerContext value={server}>
          <SitePage core={core} bundle={bundle} path={path} />
        </IslandServerContext>
      </SharedPartsContext>
    </CacheProvider>,
  );
  const data = pageDataFor(core, bundle, path);
  const { hoisted, body: page } = splitHoisted(markup);
  for (const [name, element] of parts?.wanted ?? []) rendered.set(name, renderPart(core, element));
  const islandHtml = islands.map((element, index) =>
    renderToString(
      <CacheProvider value={cache}>
        <IslandRoot data={data}>{element}</IslandRoot>
      </CacheProvider>,
      { identifierPrefix: `i${index}-` },
    ),
  );
  // One pass over the page (half a megabyte with a thousand towns in the footer) puts in every island and reused part.
  const body = page.replace(PLACEHOLDERS, (marker, island?: string, part?: string) =>
    island !== undefined ? islandHtml[Number(island)]! : parts?.used.has(part!) ? rendered.get(part!)!.html : marker,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { html: body, head: hoisted + styles, status: 200 };
}

/** The page-less document for unknown addresses (404.html): a message with links, and no page data. */
export function renderNotFound(core: SiteCore): Rendered {
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
