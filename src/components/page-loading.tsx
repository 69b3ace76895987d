import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's data arrives on a slow connection. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
