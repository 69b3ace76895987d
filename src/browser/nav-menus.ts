import { menuKeyTarget } from './menu-keys';

const TOGGLE = '[data-nav-menu] > button';

/**
 * The header's dropdowns without React: the prerendered toggle and list of links (nav-dropdown.tsx)
 * become a WAI-ARIA menu button. A click or Enter/Space opens one with its first entry focused (and
 * closes any other); arrows, Home, End and a letter move; Escape closes and returns to the toggle; Tab
 * closes and moves on; a click outside closes and follows nothing, as a backdrop would.
 * `doc` is the page's document, or the studio preview's frame (its menus then act in that frame
 * only); `signal` ends its listeners when that page is drawn anew.
 */
export function startNavMenus(doc: Document = document, signal?: AbortSignal) {
  const menus = Array.from(doc.querySelectorAll<HTMLElement>('[data-nav-menu]'));
  if (menus.length === 0) return;
  // The frame's own window: its elements are not the dashboard's Element.
  const view = doc.defaultView ?? window;
  // The roles come with the script: without it the list is plain links that Tab reaches.
  for (const menu of menus) {
    menu.querySelector('ul')?.setAttribute('role', 'menu');
    for (const item of menu.querySelectorAll('li')) item.setAttribute('role', 'none');
    for (const link of entries(menu)) {
      link.setAttribute('role', 'menuitem');
      link.tabIndex = -1;
    }
  }

  const openMenu = () => menus.find((menu) => toggleOf(menu).getAttribute('aria-expanded') === 'true');
  const close = (menu: HTMLElement, focusToggle: boolean) => {
    toggleOf(menu).setAttribute('aria-expanded', 'false');
    if (focusToggle) toggleOf(menu).focus();
  };
  const open = (menu: HTMLElement, entry: 'first' | 'last') => {
    const current = openMenu();
    if (current && current !== menu) close(current, false);
    toggleOf(menu).setAttribute('aria-expanded', 'true');
    const links = entries(menu);
    links[entry === 'first' ? 0 : links.length - 1]?.focus();
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof view.Element ? event.target : null;
      const toggle = target?.closest<HTMLElement>(TOGGLE);
      const menu = toggle?.parentElement;
      if (toggle && menu) {
        if (toggle.getAttribute('aria-expanded') === 'true') close(menu, false);
        else open(menu, 'first');
        return;
      }
      const current = openMenu();
      if (!current) return;
      if (target?.closest('[role="menuitem"]')) {
        close(current, false);
        return;
      }
      if (current.contains(target)) return;
      close(current, false);
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal },
  );

  doc.addEventListener('keydown', (event) => {
    const target = event.target instanceof view.HTMLElement ? event.target : null;
    const menu = target?.closest<HTMLElement>('[data-nav-menu]');
    if (!target || !menu || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.matches(TOGGLE)) {
      if (event.key === 'Escape') close(menu, false);
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      open(menu, event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    if (target.getAttribute('role') !== 'menuitem') return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(menu, true);
      return;
    }
    // By the key's place too: WebKitGTK (driven by WebDriver) reports Shift+Tab as key "Unidentified", code "Tab" (drawer.ts).
    if (event.key === 'Tab' || event.code === 'Tab') {
      // From the toggle, the browser's own Tab goes on to the next control; Shift+Tab stays on the toggle.
      close(menu, true);
      if (event.shiftKey) event.preventDefault();
      return;
    }
    const links = entries(menu);
    const next = menuKeyTarget(event.key, links.indexOf(target), links.map((link) => link.textContent ?? ''));
    if (next === undefined) return;
    event.preventDefault();
    links[next]!.focus();
  }, { signal });
}

const toggleOf = (menu: HTMLElement) => menu.querySelector<HTMLElement>(':scope > button')!;
const entries = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLElement>('ul a'));
