// The second shared stage: MUI's styling runtime and Emotion (see sharedCode in wake-island.ts).
export { ThemeProvider } from '@mui/material/styles';
export { CacheProvider } from '@emotion/react';
