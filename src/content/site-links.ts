import type { NavItem, NavMenu, PageFile } from '../generated/site-types.ts';
import { canonicalPath } from './canonical-url.ts';
import type { TownSummary } from './town-pages.ts';

/** A service page is any page under /services/ (the same rule decides which pages state a Service in JSON-LD). */
export const isServicePage = (path: string) => canonicalPath(path).startsWith('/services/');

/**
 * Every service page search engines may list, as links for the footer: named as the header menu
 * names it (the words visitors already know), else by its title before " | "; in menu order, then by address.
 */
export function servicePageLinks(pages: PageFile[], menus: NavMenu[]): NavItem[] {
  const menuItems = menus.flatMap((menu) => menu.items ?? []);
  const menuIndex = (path: string) => {
    const index = menuItems.findIndex((item) => canonicalPath(item.href) === path);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return pages
    .filter((page) => !page.meta.noindex && isServicePage(page.path))
    .map((page) => canonicalPath(page.path))
    .sort((a, b) => menuIndex(a) - menuIndex(b) || a.localeCompare(b))
    .map((path) => {
      const page = pages.find((p) => canonicalPath(p.path) === path)!;
      const title = menuItems.find((item) => canonicalPath(item.href) === path)?.title ?? page.meta.title.split(' | ')[0]!.trim();
      return { title, href: path };
    });
}

/** Every town's landing page, by name: each town file yields one, shown in the menu or not. */
export const townPageLinks = (towns: TownSummary[]): NavItem[] =>
  [...towns].sort((a, b) => a.name.localeCompare(b.name)).map((town) => ({ title: town.name, href: `/${town.slug}` }));
