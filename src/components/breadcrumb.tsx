import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { usePageBundle, useSiteCore } from '../app/site-context';
import { pageBreadcrumb } from '../content/structured-data';
import { PageContainer } from './page-container';
import { SmartLink } from './smart-link';

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
    <Box component="nav" aria-label={core.site.ui.breadcrumb} sx={{ bgcolor: 'background.default', fontSize: '0.875rem' }}>
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
