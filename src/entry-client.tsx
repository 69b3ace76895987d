import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { core } from './app/site-data';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { routeFor } from './content/routes';
import { loadPage } from './app/page-loading';

async function start() {
  const route = routeFor(core.routes, window.location.pathname);
  // Load this page's data and sections first, so hydration matches the prerendered HTML exactly.
  if (route) await loadPage(route.id).catch(() => undefined);
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <BrowserRouter>
          <App core={core} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
