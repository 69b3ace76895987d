import { createTheme, type Theme } from '@mui/material/styles';
import type { Palette as PaletteTokens, SiteFile } from '../generated/site-types';

declare module '@mui/material/styles' {
  // The theme is built with cssVariables: the providers accept the CSS-variables options.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    brand: { heading: string; link: string; onImage: string; level2: string; alternate: string };
  }
  interface PaletteOptions {
    brand?: { heading: string; link: string; onImage: string; level2: string; alternate: string };
  }
}

/** The class on <html> that selects a colour scheme; the inline theme script sets the same class. */
export const colorSchemeClass = (mode: 'light' | 'dark') => `mode-${mode}`;

function palette(tokens: PaletteTokens, mode: 'light' | 'dark') {
  return {
    mode,
    primary: { ...tokens.primary, contrastText: '#ffffff' },
    secondary: { main: tokens.secondary.main },
    text: { primary: tokens.bodyText, secondary: tokens.bodyText },
    background: { default: tokens.background, paper: tokens.paper },
    // Spec tokens: green headings (large text only) and light text over photos.
    brand: { heading: tokens.textPrimary, link: tokens.link, onImage: tokens.textSecondary, level2: tokens.level2, alternate: tokens.alternate },
  };
}

const themes = new WeakMap<SiteFile, Theme>();

/**
 * The site's theme, made once per site settings object: a prerender worker renders thousands of pages
 * (and their islands) with one settings object, and making a theme costs more than rendering a small page.
 */
export function siteTheme(site: SiteFile): Theme {
  let theme = themes.get(site);
  if (!theme) themes.set(site, (theme = createSiteTheme(site)));
  return theme;
}

/** The MUI theme, entirely from the tokens in site.json. Both schemes are CSS variables, so a mode switch never re-renders. */
export function createSiteTheme(site: SiteFile): Theme {
  const t = site.theme;
  const { layout } = site;
  return createTheme({
    cssVariables: { colorSchemeSelector: '.mode-%s', cssVarPrefix: 'cc' },
    colorSchemes: { light: { palette: palette(t.light, 'light') }, dark: { palette: palette(t.dark, 'dark') } },
    breakpoints: { values: t.breakpoints },
    typography: {
      fontFamily: t.fontFamily,
      button: { textTransform: 'none', fontWeight: t.buttonFontWeight },
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.35rem', fontWeight: 600, lineHeight: 1.3 },
    },
    shape: { borderRadius: t.inputRadius },
    zIndex: { appBar: layout.appBarZIndex, drawer: layout.drawerZIndex },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // The sticky header (64 px, 76 px from md up) must never cover what the page scrolls to: a field
          // focused after a failed check, an anchor, the next element reached by Tab (WCAG 2.4.11).
          html: { scrollPaddingTop: 80, [`@media (min-width: ${t.breakpoints.md}px)`]: { scrollPaddingTop: 92 } },
          // Visible focus everywhere (WCAG 2.4.7, 2.4.13): a 3 px ring in the link green; dark bands set
          // --cc-focus-ring to white. MUI's buttons mark keyboard focus with .Mui-focusVisible. Text fields
          // keep their own focused border, and elements focused by script (tabindex -1) need no ring.
          'html :focus-visible:not([tabindex="-1"]):not(.MuiInputBase-input), html .MuiButtonBase-root.Mui-focusVisible': {
            outline: '3px solid var(--cc-focus-ring, var(--cc-palette-brand-link))',
            outlineOffset: 2,
          },
          // Parts of a form kept in the page for later (another step, a message not shown yet): hidden
          // must win over the display MUI gives them.
          'form[data-form] [hidden]': { display: 'none !important' },
          // Menu and drawer rows sit flush in a scrolling list: the ring goes inside so nothing clips it.
          // A menu's entries are focused by script (tabindex -1, src/browser/nav-menus.ts) and still need it.
          'html [role="menuitem"]:focus-visible, html [data-drawer] li > :is(a, button):focus-visible': {
            outline: '3px solid var(--cc-focus-ring, var(--cc-palette-brand-link))',
            outlineOffset: -3,
          },
        },
      },
      // No ripple: a press shows by CSS (the :active look below), at once and before any script. The
      // ripple drew in the press's own frame (a React render, new CSS rules and an animation), which made
      // NEXT's answer wait on a slow phone; keyboard focus keeps its ring (.Mui-focusVisible above).
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiButton: {
        styleOverrides: {
          root: {
            borderRadius: t.buttonRadius,
            paddingTop: t.buttonPaddingY,
            paddingBottom: t.buttonPaddingY,
            minHeight: 44,
            // A press shows at once, before any script: MUI's ripple needs the island's code, which may
            // still be on its way (iOS applies :active only with a touch listener: src/browser/loader.ts).
            '&:active:not(:disabled)': { transform: 'translateY(1px)', filter: 'brightness(0.9)' },
            variants: [
              {
                // White on the darker green keeps AA contrast; the spec's main green is too light for small white text.
                props: { variant: 'contained', color: 'primary' },
                style: { backgroundColor: t.light.primary.dark, '&:hover': { backgroundColor: '#1b5e20' } },
              },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: 'var(--cc-palette-brand-link)', borderColor: 'var(--cc-palette-brand-link)' } },
              { props: { variant: 'text', color: 'primary' }, style: { color: 'var(--cc-palette-brand-link)' } },
            ],
          },
        },
      },
      MuiOutlinedInput: { styleOverrides: { root: { borderRadius: t.inputRadius } } },
      // A focused field's label takes the link green: the theme's primary green on white is 4.1:1,
      // under AA's 4.5:1 for text this size (every form: the visitors' and the studio's).
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: 'var(--cc-palette-brand-link)' } } } },
      MuiCard: { styleOverrides: { root: { borderRadius: t.cardRadius } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
