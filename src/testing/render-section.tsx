import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import siteJson from '../../site/site.json' with { type: 'json' };
import type { CollectionItems, PageBundle, SiteCore } from '../content/bundles';
import type { Section, SiteFile } from '../generated/site-types';
import { BundleProvider, SiteProvider } from '../app/site-context';
import { createSiteTheme } from '../app/theme';

const site = siteJson as unknown as SiteFile;
const core: SiteCore = { site, routes: [], redirects: [], serviceAreas: [], towns: [] };

interface Options {
  /** Collection entries the page would carry, by collection and id. */
  collections?: CollectionItems;
  /** The address being shown (default "/"). */
  url?: string;
  /** The route pattern that address matches, for sections that read route parameters. */
  routePath?: string;
}

/** Renders one section to HTML the way a page would: site, page bundle, theme and router around it. */
export function renderSection(section: Section, element: ReactElement, options: Options = {}): string {
  const url = options.url ?? '/';
  const routePath = options.routePath ?? url;
  const bundle: PageBundle = {
    route: { path: routePath, paths: [url], id: 'test', kind: 'page', source: 'test.json', indexable: true },
    page: { path: routePath, meta: { title: 'Test', description: 'Test page' }, sections: [section] },
    collections: options.collections ?? {},
    forms: {},
  };
  return renderToString(
    <SiteProvider core={core}>
      <ThemeProvider theme={createSiteTheme(site)}>
        <MemoryRouter initialEntries={[url]}>
          <BundleProvider bundle={bundle}>
            <Routes>
              <Route path={routePath} element={element} />
            </Routes>
          </BundleProvider>
        </MemoryRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
}
