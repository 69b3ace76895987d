import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useSite } from '../../app/site-context';
import { MobileStaticMenu } from './mobile-static-menu';
import type { ResolvedMenu } from './use-nav-menus';

// The drawer is only needed on small screens after a tap, so it loads then.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

/** The menu button below md and the drawer it opens (an island: it wakes at the first touch on the button). */
export default function MobileMenu({ menus }: { menus: ResolvedMenu[] }) {
  const { ui } = useSite();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    // Without script, focus on the button opens the plain lists below it instead of the drawer.
    <Box sx={{ 'html:not(.js) &:focus-within > .static-menu': { display: 'block' } }}>
      <IconButton
        aria-label={ui.openMenu}
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onMouseEnter={() => setWanted(true)}
        sx={{ color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} menus={menus} />
        </Suspense>
      ) : null}
      <MobileStaticMenu menus={menus} />
    </Box>
  );
}
