// The fourth shared stage: MUI's styling runtime, whose module makes MUI's default theme as it is
// evaluated (see sharedStages in wake-island.ts).
export { ThemeProvider } from '@mui/material/styles';
