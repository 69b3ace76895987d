import Box from '@mui/material/Box';

/** The first focusable element: jumps past the header to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute', left: 8, top: -100, zIndex: 2000, p: 1.5, bgcolor: 'background.paper', color: 'text.primary',
        borderRadius: 1, boxShadow: 3, '&:focus': { top: 8 },
      }}
    >
      {label}
    </Box>
  );
}
