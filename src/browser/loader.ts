import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './reload-panel.css';
import type { ComponentType } from 'react';
import { withChunkTimeout } from '../app/chunk-timeout';
import { focusMainHeading, headingFocusAsked } from '../app/heading-focus';
import type { IslandKind, Wake } from '../islands/island-context';
import { islandKinds } from '../islands/island-kinds';
import { PAGE_DATA_ID, type PageData } from '../islands/page-data';
import { holdEarlyInput } from './replay';
import { showReloadPanel } from './reload-panel';
import { startHeroVideos } from './hero-video';
import { startScrollReveal } from './scroll-reveal';
import { startThemeSwitch } from './theme-switch';
import { onWake } from './wake';

/**
 * The only script every page loads (a few kB): it wakes each island of the prerendered page when its
 * moment comes, loading just that island's code, and starts the small behaviours that need no React.
 * See docs/decisions/011-islands.md.
 */

const readJson = <T>(element: Element | null): T | null => (element?.textContent ? (JSON.parse(element.textContent) as T) : null);

function wakeIsland(island: HTMLElement, data: PageData) {
  const kind = island.dataset.island as IslandKind;
  const id = island.dataset.islandId ?? '';
  const release = holdEarlyInput(island);
  onWake(island, island.dataset.wake as Wake, () => {
    const props = readJson<object>(document.querySelector(`script[data-island-props="${id}"]`)) ?? {};
    Promise.all([withChunkTimeout(islandKinds[kind] as () => Promise<{ default: ComponentType<never> }>, `the "${kind}" part of the page`), withChunkTimeout(() => import('./hydrate-island'), 'the page script')])
      .then(([mod, { hydrateIsland }]) =>
        hydrateIsland(island, mod.default as never, props, id, data, () => {
          island.dataset.hydrated = 'true';
          release();
        }),
      )
      .catch(() => showReloadPanel(island, data.core.site));
  });
}

function start() {
  const data = readJson<PageData>(document.getElementById(PAGE_DATA_ID));
  // The shell served for unknown addresses has no page: every such address ends at the home page.
  if (!data) {
    window.location.replace('/');
    return;
  }
  startThemeSwitch();
  for (const island of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) wakeIsland(island, data);
  if (headingFocusAsked()) focusMainHeading();
  startHeroVideos();
  startScrollReveal(data.core.site.scrollReveal);
  // Tells tests (and anyone curious) that every island now listens for its moment.
  document.documentElement.dataset.ready = 'true';
}

start();
