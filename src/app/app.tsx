import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { SiteCore } from '../content/bundles';
import { SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { SkipLink } from '../components/layout/skip-link';
import { PageLoading } from '../components/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeTable } from './route-table';
import { SiteProvider } from './site-context';
import { LogoutButton } from './session/logout-button';
import { SessionProvider } from './session/session';
import { createSiteTheme } from './theme';
import { THEME_MODE_KEY, themeStorage } from './theme-storage';
import { useScrollReveal } from './scroll-reveal';
import { useHeadingFocus } from './heading-focus';

/** The whole site for one location; the router around it is the browser's or, when prerendering, a static one. */
export function App({ core }: { core: SiteCore }) {
  const theme = useMemo(() => createSiteTheme(core.site), [core.site]);
  return (
    <SiteProvider core={core}>
      <ThemeProvider theme={theme} defaultMode="light" modeStorageKey={THEME_MODE_KEY} storageManager={themeStorage} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <SessionProvider>
          <Shell core={core} />
        </SessionProvider>
      </ThemeProvider>
    </SiteProvider>
  );
}

function Shell({ core }: { core: SiteCore }) {
  const location = useLocation();
  const routes = useRoutes(useMemo(() => routeTable(core), [core]));
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  useScrollReveal(core.site.scrollReveal);
  // Marks the moment the page's handlers are attached (a click on prerendered HTML before it is lost);
  // the end-to-end tests wait for it instead of guessing with timers.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);
  return (
    // overflow-x "clip" (not "hidden") keeps the sticky header working while blocks slide in from the sides.
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', overflowX: 'clip' }}>
      <SkipLink label={core.site.ui.skipToContent} />
      <SiteHeader accountSlot={<LogoutButton />} />
      <Box component="main" ref={main} id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageLoading label={core.site.ui.loading} />}>
          {routes}
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <SiteFooter />
    </Box>
  );
}
