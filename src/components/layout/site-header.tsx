import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import Phone from '@mui/icons-material/Phone';
import { useSite } from '../../app/site-context';
import { businessHref } from '../../content/business-links';
import { ActionButton } from '../action-button';
import { SmartLink } from '../smart-link';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';
import { ThemeToggle } from './theme-toggle';
import { useNavMenus } from './use-nav-menus';

// The drawer is only needed on small screens after a tap, so it loads then.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

/** The sticky header: logo, "Call Us" phone link, dropdowns, pay and contact buttons; a drawer below md. */
export function SiteHeader({ accountSlot }: { accountSlot?: React.ReactNode }) {
  const site = useSite();
  const menus = useNavMenus();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { header, business, ui } = site;
  return (
    <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64, md: 76 }, px: { xs: 1.5, md: 3 } }}>
        <Box sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
          <IconButton
            aria-label={ui.openMenu}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            onMouseEnter={() => setDrawerWanted(true)}
            sx={{ color: 'text.primary' }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
        <SmartLink href="/" style={{ display: 'inline-flex', lineHeight: 0 }}>
          <Logo light={header.logo} dark={header.logoDark} />
        </SmartLink>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, ml: 2, gap: 0.5 }}>
          {menus.map((menu) => (
            <NavDropdown key={menu.title} menu={menu} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Link
          href={businessHref.phone(business.phone)}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'nowrap', minHeight: 44 }}
        >
          <Phone fontSize="small" aria-hidden="true" sx={{ color: 'primary.dark' }} />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {header.callLabel}&nbsp;
          </Box>
          <Box component="span">{business.phone}</Box>
        </Link>
        <ThemeToggle />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
          {accountSlot}
          <ActionButton button={header.payButton} />
          <ActionButton button={header.contactButton} />
        </Box>
      </Toolbar>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} menus={menus} accountSlot={accountSlot} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
