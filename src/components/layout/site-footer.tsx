import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteCore } from '../../app/site-context';
import { fillText } from '../../content/tokens';
import { businessHref } from '../../content/business-links';
import { townPageLinks } from '../../content/site-links';
import { ActionButton } from '../action-button';
import { PageContainer } from '../page-container';
import { SmartLink } from '../smart-link';
import { FooterLinkList } from './footer-link-list';

const linkSx = { color: '#ffffff', display: 'inline-block', py: 0.75 } as const;

/** The footer: logo, links, contact button, social link, every town and service page, copyright, cookie notice, credit and staff login. */
export function SiteFooter() {
  const { site, towns, servicePages } = useSiteCore();
  const { footer, business } = site;
  const year = String(new Date().getFullYear());
  return (
    <Box component="footer" data-place="footer" sx={{ bgcolor: '#1b3a1c', color: '#ffffff', mt: 0, py: 6, '--cc-focus-ring': '#ffffff' }}>
      <PageContainer>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1.4fr 1.2fr' } }}>
          <div>
            <img src={footer.logo.src} alt={footer.logo.alt} width={footer.logo.width} height={footer.logo.height} loading="lazy" />
            <Typography sx={{ mt: 2, maxWidth: 420, color: '#e8efe8' }}>{footer.tagline}</Typography>
            <Typography sx={{ mt: 2, color: '#e8efe8' }}>
              {business.address.street}, {business.address.city}, {business.address.state} {business.address.zip}
              <br />
              <Link href={businessHref.phone(business.phone)} sx={linkSx}>
                {business.phone}
              </Link>
            </Typography>
          </div>
          <div>
            <Box component="nav" aria-label={site.ui.footerNav}>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {footer.links.map((link) => (
                  <li key={link.href}>
                    <Link component={SmartLink} href={link.href} sx={linkSx}>
                      {link.title}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link component={SmartLink} href={footer.social.href} newTab={footer.social.newTab} sx={linkSx}>
                    {footer.social.label}
                  </Link>
                </li>
              </Box>
            </Box>
            <Box sx={{ mt: 2 }}>
              <ActionButton button={footer.contactButton} />
            </Box>
          </div>
          <FooterLinkList id="footer-areas" heading={footer.areasHeading} links={townPageLinks(towns)} columns={2} />
          <FooterLinkList id="footer-services" heading={footer.servicesHeading} links={servicePages} />
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.25)', mt: 4, pt: 3, display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: '#e8efe8' }} suppressHydrationWarning>
            {fillText(footer.copyright, { year })}
          </Typography>
          <Typography variant="body2" sx={{ color: '#e8efe8' }}>
            {footer.cookieNotice}
          </Typography>
          <Typography variant="body2" sx={{ color: '#e8efe8' }}>
            {footer.developerCredit} ·{' '}
            <Link component={SmartLink} href={footer.staffLogin.href} underline="always" sx={{ color: '#ffffff' }}>
              {footer.staffLogin.label}
            </Link>
          </Typography>
        </Box>
      </PageContainer>
    </Box>
  );
}
