import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useSite } from '../../app/site-context';
import { MobileDrawer } from './mobile-drawer';
import { MobileStaticMenu } from './mobile-static-menu';
import type { ResolvedMenu } from './use-nav-menus';

/** The menu button below md and the drawer it opens (plain script opens it: src/browser/drawer.ts). */
export function MobileMenu({ menus }: { menus: ResolvedMenu[] }) {
  const { ui } = useSite();
  const drawerId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-drawer`;
  return (
    // Without script, focus on the button opens the plain lists below it instead of the drawer.
    <Box sx={{ 'html:not(.js) &:focus-within > .static-menu': { display: 'block' } }}>
      <IconButton aria-label={ui.openMenu} aria-haspopup="dialog" aria-expanded="false" aria-controls={drawerId} data-drawer-open="" sx={{ color: 'text.primary' }}>
        <MenuIcon />
      </IconButton>
      <MobileDrawer id={drawerId} menus={menus} />
      <MobileStaticMenu menus={menus} />
    </Box>
  );
}
