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
      <Toolbar sx={{ gap: { xs: 0.5, lg: 1 }, minHeight: { xs: 64, md: 76 }, px: { xs: 1, md: 2, lg: 3 } }}>
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
          <Logo light={header.logo} dark={header.logoDark} height={40} />
        </SmartLink>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, ml: { md: 1, lg: 2 }, gap: { md: 0, lg: 0.5 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          {menus.map((menu) => (
            <NavDropdown key={menu.title} menu={menu} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Link
          href={businessHref.phone(business.phone)}
          aria-label={`${header.callLabel} ${business.phone}`}
          sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'nowrap', minHeight: 44, minWidth: 44 }}
        >
          <Phone fontSize="small" aria-hidden="true" sx={{ color: 'brand.link' }} />
          {/* The words give way before the buttons do: icon only on phones and on narrow desktops. */}
          <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', lg: 'inline' } }}>
            {header.callLabel}
          </Box>
          <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline', md: 'none', lg: 'inline' } }}>
            {business.phone}
          </Box>
        </Link>
        <ThemeToggle />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap', px: { md: 1.5, lg: 2 } } }}>
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
