export const THEME_MODE_KEY = 'themeMode';

/** Reads the stored mode; anything but "dark" (absent, garbage, storage that throws) means light. */
export function readThemeMode(): 'light' | 'dark' {
  try {
    return window.localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Runs before first paint (inline in <head>), so a dark-mode visitor never sees a light frame. It also
 * adds the class "js" (the header's menus open by CSS alone where it is missing: script off), and
 * stops any form from submitting itself the browser's way before the page script is ready (which
 * would put what was typed into the address); from then on the island loader holds early submits.
 */
export const themeModeScript = `document.documentElement.classList.add('js');document.addEventListener('submit',function(e){if(!document.documentElement.dataset.ready)e.preventDefault()},true);try{var m=localStorage.getItem('${THEME_MODE_KEY}')==='dark'?'dark':'light';var c=document.documentElement.classList;c.remove('mode-light','mode-dark');c.add('mode-'+m);}catch(e){document.documentElement.classList.add('mode-light');}`;
