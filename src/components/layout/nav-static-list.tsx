import Box from '@mui/material/Box';
import { usePath } from '../../app/page-path';
import { useSite } from '../../app/site-context';
import type { NavItem } from '../../generated/site-types';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

/**
 * A header menu's links as a plain list, hidden unless script is off (then hovering or focusing the
 * menu's button shows it, see NavDropdown). With script on, the interactive menu replaces it.
 */
export function NavStaticList({ menu, labelledBy }: { menu: ResolvedMenu; labelledBy: string }) {
  const pathname = usePath();
  const { layout } = useSite();
  const twoColumns = menu.items.length > layout.navColumnsAbove;
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{
        display: 'none', position: 'absolute', top: '100%', left: 0, zIndex: 'appBar', listStyle: 'none', m: 0, p: 1,
        gridTemplateColumns: twoColumns ? 'repeat(2, minmax(180px, 1fr))' : 'minmax(200px, 1fr)',
        bgcolor: 'background.paper', boxShadow: 8, borderRadius: 1,
      }}
    >
      {menu.items.map((item) => (
        <StaticMenuItem key={item.href} item={item} current={isCurrent(item.href, pathname)} indent={2} />
      ))}
    </Box>
  );
}

/** One plain menu link in a list, bold when it is the page being shown. */
export function StaticMenuItem({ item, current, indent }: { item: NavItem; current: boolean; indent: number }) {
  return (
    <li>
      <Box
        component="a"
        href={item.href}
        aria-current={current ? 'page' : undefined}
        sx={{ display: 'block', px: indent, py: 1.25, color: 'text.primary', textDecoration: 'none', '&[aria-current]': { fontWeight: 700 }, '&:hover, &:focus': { bgcolor: 'action.hover' } }}
      >
        {item.title}
      </Box>
    </li>
  );
}
