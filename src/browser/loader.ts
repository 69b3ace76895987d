import './loader.css';
import { withChunkTimeout } from '../app/chunk-timeout';
import { focusMainHeading, headingFocusAsked } from '../app/heading-focus';
import { countEvent, placeOf } from '../analytics/field-events';
import { ISLAND_ADDED, ISLAND_REMOVED, OPEN_IN_PLACE } from '../islands/island-events';
import { PAGE_DATA_ID, type PageData } from '../islands/page-data';
import { startDrawer } from './drawer';
import { startFormDrafts } from './form-drafts';
import { startHeroVideos } from './hero-video';
import { startLazyFrames } from './lazy-frames';
import { watchChunkFailures, watchLeaving } from './island-recovery';
import { startNavMenus } from './nav-menus';
import { startScrollReveal } from './scroll-reveal';
import { startSessionButtons } from './session-buttons';
import { startThemeSwitch } from './theme-switch';
import { wakeIsland, wakeIslandsIn } from './wake-island';
import { afterLoadIdle } from './wake';

/**
 * The only script every page loads (a few kB): it wakes each island of the prerendered page when its
 * moment comes, loading just that island's code, and starts the small behaviours that need no React.
 * See docs/decisions/011-islands.md.
 */

function start() {
  const script = document.getElementById(PAGE_DATA_ID);
  // The shell served for unknown addresses has no page: every such address ends at the home page.
  if (!script?.textContent) {
    window.location.replace('/');
    return;
  }
  let data = JSON.parse(script.textContent) as PageData;
  startThemeSwitch();
  // iOS Safari shows a button's :active look (its pressed state) only while a touch listener exists.
  document.addEventListener('touchstart', () => undefined, { passive: true });
  startNavMenus();
  startDrawer();
  startSessionButtons();
  // Before any island wakes: what was typed before a reload is back in its fields, and a chunk that fails is noted.
  startFormDrafts(data);
  watchChunkFailures();
  watchLeaving((window as { navigation?: EventTarget }).navigation);
  wakeIslandsIn(document, data);
  // A client-only island, drawn by another island once it is needed (the studio).
  document.addEventListener(ISLAND_ADDED, (event) => {
    if (event.target instanceof HTMLElement) wakeIsland(event.target, data);
  });
  window.addEventListener(ISLAND_REMOVED, (event) => {
    const { element } = (event as CustomEvent<{ element: Element }>).detail;
    // After the commit that removed it: a root is never stopped while another renders.
    void import('./hydrate-island').then(({ unmountIsland }) => unmountIsland(element));
  });
  // Another page in place of this one's main content (the dashboard after a login).
  window.addEventListener(OPEN_IN_PLACE, (event) => {
    const { path } = (event as CustomEvent<{ path: string }>).detail;
    event.preventDefault();
    // Bounded like every script download (the spec's 120 s): the login's busy button never waits forever.
    withChunkTimeout(() => import('./open-in-place').then(({ openInPlace }) => openInPlace(path)), `the page ${path}`)
      .then((opened) => {
        data = opened.data;
        wakeIslandsIn(opened.main, data);
        focusMainHeading();
      })
      .catch(() => window.location.replace(path));
  });
  startVisitCounts(data);
  if (headingFocusAsked()) focusMainHeading();
  startHeroVideos();
  startLazyFrames();
  startScrollReveal(data.site.scrollReveal);
  // Tells tests (and anyone curious) that every island now listens for its moment.
  document.documentElement.dataset.ready = 'true';
}

/**
 * Visit counts (decision 029). A phone tap is noted from the first moment, here, at the cost of one
 * listener: the call is never held (no preventDefault, nothing awaited). The code that sends what was
 * noted loads once the page is idle, in a chunk of its own, never on the way to a first touch.
 */
function startVisitCounts(data: PageData) {
  if (!data.site.integrations.analytics) return;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (link) countEvent('Phone tap', { place: placeOf(link), ...(data.route.town ? { town: data.route.town } : {}) });
    },
    { capture: true, passive: true },
  );
  afterLoadIdle(() => {
    import('../analytics/field-analytics')
      .then(({ startFieldAnalytics }) => {
        // Tells tests (and anyone curious) that the counting code has run, and whether it counts this visit.
        document.documentElement.dataset.visitCounts = startFieldAnalytics(data) ? 'on' : 'off';
      })
      .catch(() => undefined);
  });
}

start();
