import IconButton from '@mui/material/IconButton';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { useSite } from '../../app/site-context';

/**
 * Flips light/dark. Static HTML: the page loader's few lines of script (src/browser/theme-switch.ts)
 * flip the class on <html> and save "themeMode"; both icons are in the page and CSS shows the one
 * for the other scheme, so nothing re-renders and nothing flashes.
 */
export function ThemeToggle() {
  const { ui } = useSite();
  return (
    <IconButton
      data-theme-toggle=""
      aria-label={ui.themeToggle}
      sx={{ color: 'text.primary', '.mode-dark & .dark-icon, .mode-light & .light-icon': { display: 'none' } }}
    >
      <DarkMode className="dark-icon" />
      <LightMode className="light-icon" />
    </IconButton>
  );
}
