import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Phone from '@mui/icons-material/Phone';
import { useSite } from '../../app/site-context';
import { SessionButtons } from '../../app/session/session-buttons';
import { businessHref } from '../../content/business-links';
import { ActionButton } from '../action-button';
import { SmartLink } from '../smart-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { ThemeToggle } from './theme-toggle';
import { useNavMenus } from './use-nav-menus';

/**
 * What a phone's header row holds beside the logo (px): its padding, the menu button, the call icon,
 * the quote button and the gaps between them. The quote button's words are short by design (site.json
 * says so at "Quote button on phones"); the e2e tests check that nothing overlaps at 320 px.
 */
const PHONE_ROW_PX = 210;

/**
 * The sticky header: logo, "Call Us" phone link, dropdowns, pay and contact buttons; a drawer below md,
 * and on phones a quote button beside the call icon.
 * Finished HTML with no island: the dropdowns, the drawer, Log out and the theme toggle are run by a few
 * lines of plain script in the page loader (src/browser/), so a first tap never waits for React.
 */
export function SiteHeader() {
  const site = useSite();
  const menus = useNavMenus();
  const { header, business } = site;
  return (
    <AppBar position="sticky" color="default" elevation={1} data-place="header" sx={{ bgcolor: 'background.paper', color: 'text.primary' }}>
      <Toolbar sx={{ gap: { xs: 0.5, lg: 1 }, minHeight: { xs: 64, md: 76 }, px: { xs: 1, md: 2, lg: 3 } }}>
        <Box sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
          <MobileMenu menus={menus} />
        </Box>
        {/* On the narrowest phones the logo gives way a little, so the quote button fits beside the call icon. */}
        <Box component={SmartLink} href="/" sx={{ display: 'inline-flex', lineHeight: 0, '& img': { width: { xs: `min(160px, calc(100vw - ${PHONE_ROW_PX}px))`, sm: 160 }, height: 'auto' } }}>
          <Logo light={header.logo} dark={header.logoDark} height={40} />
        </Box>
        <Box component="nav" aria-label={site.ui.mainNav} sx={{ display: { xs: 'none', md: 'flex' }, ml: { md: 1, lg: 2 }, gap: { md: 0, lg: 0.5 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
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
        {header.quoteButton ? (
          <ActionButton button={header.quoteButton} data-quote-button="" sx={{ display: { xs: 'inline-flex', md: 'none' }, minHeight: 44, px: 1.5, ml: 0.5, whiteSpace: 'nowrap' }} />
        ) : null}
        {/* Below sm the quote button takes its place; the drawer carries it there. */}
        <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <ThemeToggle />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap', px: { md: 1.5, lg: 2 } } }}>
          <SessionButtons />
          <ActionButton button={header.payButton} />
          <ActionButton button={header.contactButton} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
