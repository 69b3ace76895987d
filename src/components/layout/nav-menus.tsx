import { NavDropdown } from './nav-dropdown';
import type { ResolvedMenu } from './use-nav-menus';

/** The header's dropdown menus (an island: it wakes at the first pointer, focus or key on it). */
export default function NavMenus({ menus }: { menus: ResolvedMenu[] }) {
  return (
    <>
      {menus.map((menu) => (
        <NavDropdown key={menu.title} menu={menu} />
      ))}
    </>
  );
}
