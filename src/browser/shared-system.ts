// The third shared stage: MUI's system (its styled() and default theme, made as its module is
// evaluated), before MUI's own styles (see sharedStages in wake-island.ts).
export { default as createSystemTheme } from '@mui/system/createTheme';
