import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { SiteCore } from '../content/bundles';
import { isLocalPreview } from '../content/loopback';
import { fullTitle } from '../content/page-meta';
import { LocalPreviewRibbon } from '../components/layout/local-preview-ribbon';
import { siteTheme } from '../app/theme';

/**
 * The page a host serves for an unknown address (404.html). It carries no page data, so with script
 * the loader replaces the address with "/" at once (the spec's rule); without script, visitors and
 * crawlers read a real message with links instead of an empty shell.
 */
export function NotFoundPage({ core }: { core: SiteCore }) {
  const theme = siteTheme(core.site);
  const { notFound } = core.site;
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null}>
      <CssBaseline enableColorScheme />
      <title>{fullTitle(notFound.title, core.site.titleSuffix)}</title>
      <meta name="robots" content="noindex" />
      {isLocalPreview(core.site) && <LocalPreviewRibbon text={core.site.ui.localPreview} />}
      <Box component="main" id="main" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 6, md: 10 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {notFound.heading}
        </Typography>
        <Typography sx={{ mb: 3 }}>{notFound.text}</Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {notFound.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
