import type { Theme } from '@mui/material/styles';

/** Green text that keeps AA contrast in both modes: the darker green on light backgrounds, the lighter main green on dark ones. */
export const accentText = (theme: Theme) => ({
  color: (theme.vars ?? theme).palette.primary.dark,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.primary.main }),
});
