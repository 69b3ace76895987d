import Box from '@mui/material/Box';
import type { Image } from '../../generated/site-types';

/** Both logo versions are in the HTML; CSS shows the one for the current scheme, so there is no flash. */
export function Logo({ light, dark, height = 44 }: { light: Image; dark: Image; height?: number }) {
  const width = Math.round((light.width / light.height) * height);
  return (
    <>
      <Box component="img" src={light.src} alt={light.alt} width={width} height={height} sx={(theme) => ({ display: 'block', ...theme.applyStyles('dark', { display: 'none' }) })} />
      <Box component="img" src={dark.src} alt={dark.alt} width={width} height={height} sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })} />
    </>
  );
}
