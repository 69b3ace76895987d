import type { ThemeProviderProps } from '@mui/material/styles';

type StorageManager = NonNullable<ThemeProviderProps['storageManager']>;

export const THEME_MODE_KEY = 'themeMode';

/** Reads the stored mode; anything but "dark" (absent, garbage, storage that throws) means light. */
export function readThemeMode(): 'light' | 'dark' {
  try {
    return window.localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const noop = () => () => {};

/**
 * MUI's colour-scheme storage, limited to the spec's one key ("themeMode": "light" | "dark").
 * MUI's other keys (per-scheme names) are not stored: the site has exactly one light and one dark scheme.
 */
export const themeStorage: StorageManager = ({ key }) => {
  if (key !== THEME_MODE_KEY) return { get: (fallback) => fallback, set: () => {}, subscribe: noop };
  return {
    get: () => (typeof window === 'undefined' ? undefined : readThemeMode()),
    set: (value) => {
      try {
        if (value === 'light' || value === 'dark') window.localStorage.setItem(THEME_MODE_KEY, value);
      } catch {
        /* storage full or blocked: the choice lasts for this visit only */
      }
    },
    subscribe: (handler) => {
      const listener = (event: StorageEvent) => {
        if (event.key === THEME_MODE_KEY) handler(event.newValue === 'dark' ? 'dark' : 'light');
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};

/** Runs before first paint (inline in <head>), so a dark-mode visitor never sees a light frame. */
export const themeModeScript = `try{var m=localStorage.getItem('${THEME_MODE_KEY}')==='dark'?'dark':'light';var c=document.documentElement.classList;c.remove('mode-light','mode-dark');c.add('mode-'+m);}catch(e){document.documentElement.classList.add('mode-light');}`;
