import Chip from '@mui/material/Chip';

/** Beside an item in the list whose draft is kept in this browser: she sees where she left work. */
export function UnsavedMark({ label }: { label: string }) {
  return <Chip size="small" color="warning" variant="outlined" label={label} sx={{ ml: 1, verticalAlign: 'middle' }} />;
}
