import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { PageBundle, SiteCore } from '../content/bundles';
import { hasParams, linkPath } from '../content/routes';
import { isLocalPreview } from '../content/loopback';
import { metaAt } from '../content/page-meta';
import { SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { SkipLink } from '../components/layout/skip-link';
import { LocalPreviewRibbon } from '../components/layout/local-preview-ribbon';
import { PageHead } from '../components/page-head';
import { Breadcrumb } from '../components/breadcrumb';
import { StructuredData } from '../components/structured-data';
import { scriptSafeJson } from '../islands/island';
import { PAGE_DATA_ID, pageDataFor } from '../islands/page-data';
import { SectionList } from '../sections/section-list';
import { PathProvider } from '../app/page-path';
import { SharedPart } from './shared-part';
import { BundleProvider, SiteProvider } from '../app/site-context';
import { siteTheme } from '../app/theme';

interface Props {
  core: SiteCore;
  bundle: PageBundle;
  path: string;
}

/**
 * One whole page as the build writes it: header, breadcrumb, the route's sections and footer, its head tags and
 * structured data, and the data its islands read. Rendered only at build time: the browser receives
 * HTML, and only the islands in it wake up (src/browser/loader.ts).
 */
export function SitePage({ core, bundle, path }: Props) {
  const theme = siteTheme(core.site);
  // A route with ":name" parts serves several addresses: each is its own canonical page, and only the
  // addresses listed in "paths" are meant for search engines.
  const canonicalPath = hasParams(bundle.route.path) ? linkPath(path) : bundle.route.path;
  const listed = bundle.route.paths.includes(canonicalPath) || canonicalPath === bundle.route.path;
  const own = metaAt(bundle.page, canonicalPath);
  const meta = listed ? own : { ...own, noindex: true };
  return (
    <SiteProvider core={core}>
      <BundleProvider bundle={bundle}>
        <PathProvider path={path}>
          {/* The colour scheme is a class on <html> set before the first paint; nothing here changes it. */}
          <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
            <CssBaseline enableColorScheme />
            <PageHead meta={meta} path={canonicalPath} siteUrl={core.site.business.url} />
            <StructuredData path={canonicalPath} noindex={meta.noindex} />
            {/* overflow-x "clip" (not "hidden") keeps the sticky header working while blocks slide in from the sides. */}
            <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', overflowX: 'clip' }}>
              <SkipLink label={core.site.ui.skipToContent} />
              {/* Decided at build time from the service addresses the build was given (VITE_* overrides). */}
              {isLocalPreview(core.site) && <LocalPreviewRibbon text={core.site.ui.localPreview} />}
              <SiteHeader />
              {/* Positioned: on phones the breadcrumb lies on the hero's picture (src/components/breadcrumb.tsx). */}
              <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', position: 'relative' }}>
                <Breadcrumb path={canonicalPath} noindex={meta.noindex} />
                <SectionList sections={bundle.page.sections} />
              </Box>
              <SharedPart name="footer">
                <SiteFooter />
              </SharedPart>
            </Box>
            <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptSafeJson(pageDataFor(core, bundle, path)) }} />
          </ThemeProvider>
        </PathProvider>
      </BundleProvider>
    </SiteProvider>
  );
}
