// The largest part of a page form's code, MUI's inputs (the input, its outline, label, control and
// helper text), evaluated in a stage of its own before the form's own code (islandStages in
// src/islands/island-kinds.ts): the form's whole module graph in one go was a task long enough to
// delay a tap on a phone (issue #39). The exports keep the bundler from dropping the imports.
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as NativeSelect } from '@mui/material/NativeSelect';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
