import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the dashboard is as narrow as a phone (below the md breakpoint): the preview then sits above
 * the form, folded behind its "Preview" button, instead of thousands of pixels below it. The studio is
 * drawn in the browser only, so the first answer is already the screen's (noSsr).
 */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
