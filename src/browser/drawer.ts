const TAB_STOPS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/**
 * The phone drawer without React: the prerendered <dialog> (mobile-drawer.tsx) opens as a modal, which
 * moves the focus into it and makes the page behind inert; Tab and Shift+Tab wrap at its ends (the
 * browser's own order would leave the page for its toolbar after the last entry); Escape (the browser's own),
 * its Close button, a tap on the backdrop and following any of its links close it, and the focus goes
 * back to "Open menu", whose aria-expanded follows. Its groups expand and collapse in place.
 * `doc` is the page's document, or the studio preview's frame (its modal then holds only that frame);
 * `signal` ends its listeners when that page is drawn anew.
 */
export function startDrawer(doc: Document = document, signal?: AbortSignal) {
  const drawer = doc.querySelector<HTMLDialogElement>('dialog[data-drawer]');
  const opener = doc.querySelector<HTMLElement>('[data-drawer-open]');
  if (!drawer || !opener) return;
  const options = { signal };
  // The frame's own window: its elements are not the dashboard's Element, and its width is the frame's.
  const view = doc.defaultView ?? window;
  opener.addEventListener('click', () => {
    if (drawer.open) return;
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
  }, options);
  drawer.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    // WebKit may still count the opener inert (the closed modal's hold on the page lifts with the next
    // style update) and then ignores focus(), leaving the focus nowhere (1 run in 9 of the cross-engine
    // suite): the style is brought up to date first, and the focus given again on the next frame if need be.
    void opener.offsetWidth;
    opener.focus();
    if (doc.activeElement !== opener) view.requestAnimationFrame(() => opener.focus());
  }, options);
  drawer.addEventListener('click', (event) => {
    const target = event.target instanceof view.Element ? event.target : null;
    if (target === drawer) {
      // The drawer's content fills its box, so a click on the dialog itself outside that box is the backdrop.
      const box = drawer.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) drawer.close();
      return;
    }
    const group = target?.closest<HTMLElement>('[data-drawer-group]');
    if (group) {
      const expanded = group.getAttribute('aria-expanded') !== 'true';
      group.setAttribute('aria-expanded', String(expanded));
      const list = doc.getElementById(group.getAttribute('aria-controls') ?? '');
      if (list) list.hidden = !expanded;
      return;
    }
    // A link that opens a new tab too: on coming back, the page should not still be covered.
    if (target?.closest('[data-drawer-close], a[href]')) drawer.close();
  }, options);
  drawer.addEventListener('keydown', (event) => {
    // By the key's place too: WebKitGTK (driven by WebDriver) reports Shift+Tab as key "Unidentified", code "Tab".
    if ((event.key !== 'Tab' && event.code !== 'Tab') || event.altKey || event.ctrlKey || event.metaKey) return;
    // What Tab can reach now: a collapsed group's links and the hidden session buttons have no box.
    const stops = Array.from(drawer.querySelectorAll<HTMLElement>(TAB_STOPS)).filter((stop) => stop.tabIndex >= 0 && stop.getClientRects().length > 0);
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (!edge || doc.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])!.focus();
  }, options);
  // Above md there is no drawer (its button is gone): never leave the page inert behind a hidden one.
  const wide = view.matchMedia(drawer.dataset.closeAbove ?? 'not all');
  wide.addEventListener('change', () => {
    if (wide.matches && drawer.open) drawer.close();
  }, options);
}
