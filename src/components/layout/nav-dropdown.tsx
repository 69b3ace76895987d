import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { usePath } from '../../app/page-path';
import { NavStaticList } from './nav-static-list';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

const loadMenu = () => import('./nav-menu-list');
const NavMenuList = lazy(loadMenu);

/**
 * One header dropdown. Opens on click; its interactive list loads on first hover, focus or click. The
 * same links are also in the page as a plain list, for crawlers and for visitors without script,
 * whose hover or keyboard focus opens it by CSS alone.
 */
export function NavDropdown({ menu }: { menu: ResolvedMenu }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  // A fresh list on every opening, so the keyboard starts on the first entry (not the one last visited).
  const [openings, setOpenings] = useState(0);
  const pathname = usePath();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const open = anchor !== null;
  const containsCurrent = menu.items.some((item) => isCurrent(item.href, pathname));
  const prefetch = () => void loadMenu();
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', 'html:not(.js) &:hover > ul, html:not(.js) &:focus-within > ul': { display: 'grid' } }}>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setWanted(true);
          setOpenings((n) => n + 1);
          setAnchor(event.currentTarget);
        }}
        endIcon={<KeyboardArrowDown />}
        sx={{ fontWeight: containsCurrent ? 700 : 400, color: 'text.primary', px: { md: 1, lg: 1.5 } }}
      >
        {menu.title}
      </Button>
      <NavStaticList menu={menu} labelledBy={`${id}-button`} />
      {wanted ? (
        <Suspense fallback={null}>
          <NavMenuList key={openings} menu={menu} id={id} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
