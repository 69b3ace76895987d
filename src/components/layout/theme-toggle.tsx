import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { useSite } from '../../app/site-context';

/** Flips light/dark; MUI saves the choice under "themeMode" through the site's storage manager. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const { ui } = useSite();
  const dark = mode === 'dark';
  return (
    <IconButton aria-label={ui.themeToggle} onClick={() => setMode(dark ? 'light' : 'dark')} sx={{ color: 'text.primary' }}>
      {dark ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
