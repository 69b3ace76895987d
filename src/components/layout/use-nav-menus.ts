import type { NavItem } from '../../generated/site-types';
import { useSiteView } from '../../app/site-context';

export interface ResolvedMenu {
  title: string;
  items: NavItem[];
}

/** The header menus with "source": "towns" filled from the town files. */
export function useNavMenus(): ResolvedMenu[] {
  const { site, serviceAreas } = useSiteView();
  return site.header.menus.map((menu) => ({
    title: menu.title,
    items: menu.source === 'towns' ? serviceAreas : (menu.items ?? []),
  }));
}

/** "/about/careers" is current on that page only; trailing slashes do not matter. */
export const isCurrent = (href: string, pathname: string) => href.replace(/\/+$/, '') === (pathname.replace(/\/+$/, '') || '');
