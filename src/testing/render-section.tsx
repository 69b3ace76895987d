import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@mui/material/styles';
import siteJson from '../../site/site.json' with { type: 'json' };
import type { CollectionItems, PageBundle, SiteCore } from '../content/bundles';
import type { TownSummary } from '../content/town-pages';
import type { Section, SiteFile, TownFile } from '../generated/site-types';
import { BundleProvider, SiteProvider } from '../app/site-context';
import { PathProvider } from '../app/page-path';
import { createSiteTheme } from '../app/theme';

const site = siteJson as unknown as SiteFile;
const core: SiteCore = { site, routes: [], redirects: [], serviceAreas: [], servicePages: [], towns: [] };

interface Options {
  /** Collection entries the page would carry, by collection and id. */
  collections?: CollectionItems;
  /** The address being shown (default "/"). */
  url?: string;
  /** The route pattern that address matches, for sections that read route parameters. */
  routePath?: string;
  /** The town file, for sections on a town's pages. */
  town?: TownFile;
  /** Every town, briefly, for sections that list towns (none by default). */
  towns?: TownSummary[];
}

/** Renders one section to HTML the way a page would: site, page bundle, address and theme around it. */
export function renderSection(section: Section, element: ReactElement, options: Options = {}): string {
  const url = options.url ?? '/';
  const routePath = options.routePath ?? url;
  const bundle: PageBundle = {
    route: { path: routePath, paths: [url], id: 'test', kind: 'page', source: 'test.json', indexable: true },
    page: { path: routePath, meta: { title: 'Test', description: 'Test page' }, sections: [section] },
    collections: options.collections ?? {},
    forms: {},
    ...(options.town ? { town: options.town } : {}),
  };
  return renderToString(
    <SiteProvider core={options.towns ? { ...core, towns: options.towns } : core}>
      <ThemeProvider theme={createSiteTheme(site)}>
        <PathProvider path={url}>
          <BundleProvider bundle={bundle}>{element}</BundleProvider>
        </PathProvider>
      </ThemeProvider>
    </SiteProvider>,
  );
}
