import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSite } from '../../app/site-context';
import { SessionButtons } from '../../app/session/session-buttons';
import { ActionButton } from '../action-button';
import { MenuLink } from './menu-link';
import { ThemeToggle } from './theme-toggle';
import type { ResolvedMenu } from './use-nav-menus';

const rowSx = {
  display: 'flex', alignItems: 'center', gap: 1, width: '100%', minHeight: 48, py: 1, color: 'text.primary', textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/**
 * The left drawer below the md breakpoint, finished HTML: a <dialog> (showModal gives Escape and the
 * inert page; the script wraps Tab at its ends) with collapsible groups and the same buttons as the header. The page
 * loader's plain script (src/browser/drawer.ts) opens and closes it and its groups.
 */
export function MobileDrawer({ id, menus }: { id: string; menus: ResolvedMenu[] }) {
  const { header, layout, ui } = useSite();
  const theme = useTheme();
  return (
    <Box
      component="dialog"
      data-place="drawer"
      id={id}
      data-drawer=""
      // Above md there is no drawer: the script closes it when the screen grows past this.
      data-close-above={theme.breakpoints.up('md').replace(/^@media\s*/, '')}
      aria-label={ui.mainNav}
      sx={{
        m: 0, p: 0, border: 0, inset: '0 auto 0 0', width: '85vw', maxWidth: layout.drawerMaxWidth, height: '100%', maxHeight: '100%',
        overflowY: 'auto', bgcolor: 'background.paper', color: 'text.primary', boxShadow: 16,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
        // The page behind stays put while the drawer is open.
        'html:has(&[open])': { overflow: 'hidden' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={ui.closeMenu} data-drawer-close="" sx={{ color: 'text.primary' }}>
          <Close />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {menus.map((menu) => {
          const groupId = `${id}-${menu.title.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <li key={menu.title}>
              <Box
                component="button"
                type="button"
                aria-expanded="false"
                aria-controls={groupId}
                data-drawer-group=""
                sx={{ ...rowSx, px: 2, border: 0, bgcolor: 'transparent', font: 'inherit', textAlign: 'left', cursor: 'pointer', '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' } }}
              >
                <Box component="span" sx={{ flexGrow: 1 }}>
                  {menu.title}
                </Box>
                <ExpandMore aria-hidden="true" />
              </Box>
              <Box component="ul" id={groupId} hidden sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <MenuLink item={item} badge sx={{ ...rowSx, pl: 4, pr: 2 }}>
                      <Box component="span" sx={{ flexGrow: 1 }}>
                        {item.title}
                      </Box>
                    </MenuLink>
                  </li>
                ))}
              </Box>
            </li>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
        <SessionButtons />
        <ActionButton button={header.payButton} fullWidth />
        <ActionButton button={header.contactButton} fullWidth />
        {/* The header has no room for it on phones (its quote button is there instead). */}
        <Box sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center' }}>
          <ThemeToggle />
        </Box>
      </Box>
    </Box>
  );
}
