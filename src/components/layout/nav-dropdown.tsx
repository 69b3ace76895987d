import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { usePath } from '../../app/page-path';
import { useSite } from '../../app/site-context';
import { MenuLink } from './menu-link';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

/**
 * One header dropdown, finished HTML: a toggle and its links as a plain list. The page loader's plain
 * script (src/browser/nav-menus.ts) makes the list a menu (roles, arrow keys, Escape, a click outside);
 * without script, hovering or focusing the menu shows the same list by CSS alone.
 */
export function NavDropdown({ menu }: { menu: ResolvedMenu }) {
  const pathname = usePath();
  const { layout } = useSite();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const containsCurrent = menu.items.some((item) => isCurrent(item.href, pathname));
  const twoColumns = menu.items.length > layout.navColumnsAbove;
  return (
    <Box
      data-nav-menu=""
      sx={{
        position: 'relative', display: 'inline-flex',
        '& > [aria-expanded="true"] + ul, html:not(.js) &:hover > ul, html:not(.js) &:focus-within > ul': { display: 'grid' },
      }}
    >
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="true"
        aria-expanded="false"
        aria-controls={`${id}-menu`}
        endIcon={<KeyboardArrowDown />}
        sx={{ fontWeight: containsCurrent ? 700 : 400, color: 'text.primary', px: { md: 1, lg: 1.5 } }}
      >
        {menu.title}
      </Button>
      <Box
        component="ul"
        id={`${id}-menu`}
        aria-labelledby={`${id}-button`}
        sx={{
          display: 'none', position: 'absolute', top: '100%', left: 0, zIndex: 'appBar', listStyle: 'none', m: 0, py: 1, px: 0,
          gridTemplateColumns: twoColumns ? 'repeat(2, minmax(180px, 1fr))' : 'minmax(200px, 1fr)',
          bgcolor: 'background.paper', boxShadow: 8, borderRadius: 1,
        }}
      >
        {menu.items.map((item) => (
          <li key={item.href}>
            <MenuLink
              item={item}
              badge
              sx={{
                display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, px: 2, py: 0.75, color: 'text.primary', textDecoration: 'none',
                whiteSpace: 'nowrap', '&:hover, &:focus': { bgcolor: 'action.hover' },
              }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
