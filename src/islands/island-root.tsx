import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { PathProvider } from '../app/page-path';
import { PageDataProvider } from '../app/site-context';
import { siteTheme } from '../app/theme';
import type { PageData } from './page-data';

interface Props {
  data: PageData;
  /** Called once the island has hydrated (its handlers are live). */
  onReady?: () => void;
  children: ReactNode;
}

/**
 * What an island's component expects around it, the same at build time and in the browser so that
 * hydration matches: the site, this page's bundle and address, and the theme. The theme's colour
 * variables are already in the page's CSS and the scheme is a class on <html> that only the theme
 * switch changes, so an island neither writes a stylesheet nor touches that class.
 */
export function IslandRoot({ data, onReady, children }: Props) {
  const theme = siteTheme(data.site);
  return (
    <PageDataProvider data={data}>
      <PathProvider path={data.path}>
        <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
          {children}
          <Ready onReady={onReady} />
        </ThemeProvider>
      </PathProvider>
    </PageDataProvider>
  );
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
