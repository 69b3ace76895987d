import { THEME_MODE_KEY, readThemeMode } from '../app/theme-storage';

/**
 * The light/dark toggle needs no React: the theme's colours are CSS variables selected by a class on
 * <html>, so flipping that class (and saving "themeMode") is the whole switch. Another tab's choice
 * is followed too. The inline script in <head> applies the saved choice before the first paint.
 * In the studio preview (`doc` the frame's document) the switch turns that frame only and saves
 * nothing: the saved choice is the dashboard's too, and the frame's page is only a preview.
 */
export function startThemeSwitch(doc: Document = document, signal?: AbortSignal) {
  const preview = doc !== document;
  const apply = (mode: 'light' | 'dark') => {
    const classes = doc.documentElement.classList;
    classes.remove('mode-light', 'mode-dark');
    classes.add(`mode-${mode}`);
  };
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-theme-toggle]')) return;
    const next = doc.documentElement.classList.contains('mode-dark') ? 'light' : 'dark';
    apply(next);
    if (preview) return;
    try {
      window.localStorage.setItem(THEME_MODE_KEY, next);
    } catch {
      /* storage full or blocked: the choice lasts for this page only */
    }
  }, { signal });
  if (preview) return;
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_MODE_KEY) apply(readThemeMode());
  });
}
