import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { usePageBundle, useSiteCore } from '../app/site-context';
import { pageBreadcrumb } from '../content/structured-data';
import { PageContainer } from './page-container';
import { SmartLink } from './smart-link';

/**
 * Below md, where the hero is 80vh, a strip of its own above the hero would push the page's first
 * words out of the first phone screen: there the trail lies on the picture's top instead (`main` is
 * its positioned parent), light on a shade like the hero's words. From md it is the strip above.
 */
const onHeroPicture = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    position: 'absolute',
    top: 0,
    insetInline: 0,
    zIndex: 1,
    bgcolor: 'transparent',
    backgroundImage: 'linear-gradient(180deg, rgba(8,24,9,0.7) 0%, rgba(8,24,9,0) 100%)',
    color: 'brand.onImage',
    textShadow: '0 1px 4px rgba(0,0,0,0.6)',
    '--cc-focus-ring': '#ffffff',
    '& ol > li + li::before': { color: 'inherit' },
    '& a': { color: '#ffffff', textDecoration: 'underline' },
  },
});

/**
 * The visible breadcrumb: the very trail the page's BreadcrumbList JSON-LD states (pageBreadcrumb
 * answers for both), so what visitors see and what search engines read never differ. Home and
 * pages kept out of search have none. The current page is text, not a link to itself.
 */
export function Breadcrumb({ path, noindex }: { path: string; noindex?: boolean }) {
  const core = useSiteCore();
  const { page } = usePageBundle();
  const trail = noindex ? null : pageBreadcrumb(core, page, path);
  if (!trail) return null;
  return (
    <Box
      component="nav"
      aria-label={core.site.ui.breadcrumb}
      sx={[{ bgcolor: 'background.default', fontSize: '0.875rem' }, page.sections[0]?.type === 'hero' && onHeroPicture]}
    >
      <PageContainer>
        <Box
          component="ol"
          sx={{
            listStyle: 'none', m: 0, px: 0, py: 0.75, display: 'flex', flexWrap: 'wrap', alignItems: 'center',
            // The separator is drawn, not written: "/ ''" keeps it out of what screen readers announce.
            '& > li + li::before': { content: '"›" / ""', px: 1, color: 'text.secondary' },
          }}
        >
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link component={SmartLink} href={crumb.path} sx={{ color: 'brand.link', display: 'inline-block', py: 0.5 }}>
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </Box>
      </PageContainer>
    </Box>
  );
}
