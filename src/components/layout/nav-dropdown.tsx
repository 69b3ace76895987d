import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

const loadMenu = () => import('./nav-menu-list');
const NavMenuList = lazy(loadMenu);

/** One header dropdown. Opens on click; its list loads on first hover, focus or click. */
export function NavDropdown({ menu }: { menu: ResolvedMenu }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  // A fresh list on every opening, so the keyboard starts on the first entry (not the one last visited).
  const [openings, setOpenings] = useState(0);
  const { pathname } = useLocation();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const open = anchor !== null;
  const containsCurrent = menu.items.some((item) => isCurrent(item.href, pathname));
  const prefetch = () => void loadMenu();
  return (
    <>
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
      {wanted ? (
        <Suspense fallback={null}>
          <NavMenuList key={openings} menu={menu} id={id} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
