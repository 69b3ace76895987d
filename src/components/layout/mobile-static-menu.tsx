import Box from '@mui/material/Box';
import { useSite } from '../../app/site-context';
import { MenuLink } from './menu-link';
import type { ResolvedMenu } from './use-nav-menus';

/**
 * The drawer's links as plain grouped lists, hidden unless script is off: then focus on the menu
 * button shows them as a panel below the header (see MobileMenu). With script on, the drawer is used.
 */
export function MobileStaticMenu({ menus }: { menus: ResolvedMenu[] }) {
  const { layout } = useSite();
  return (
    <Box
      className="static-menu"
      sx={{
        display: 'none', position: 'absolute', top: '100%', left: 0, zIndex: 'appBar', width: '85vw', maxWidth: layout.drawerMaxWidth,
        maxHeight: '80vh', overflowY: 'auto', bgcolor: 'background.paper', boxShadow: 8, p: 1,
      }}
    >
      {menus.map((menu) => (
        <Box component="section" key={menu.title} aria-label={menu.title} sx={{ py: 0.5 }}>
          <Box component="p" sx={{ m: 0, px: 2, py: 1, fontWeight: 700 }}>
            {menu.title}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {menu.items.map((item) => (
              <li key={item.href}>
                <MenuLink item={item} sx={{ display: 'block', px: 4, py: 1.25, color: 'text.primary', textDecoration: 'none', '&:hover, &:focus': { bgcolor: 'action.hover' } }} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
