import Box from '@mui/material/Box';

/**
 * A thin strip above the header of a build whose forms and login go to the local stand-in, so a
 * screenshot or an upload of such a build is recognisable at a glance. It scrolls away with the
 * page (the header stays sticky) and holds nothing focusable, so the skip link stays first.
 */
export function LocalPreviewRibbon({ text }: { text: string }) {
  return (
    <Box
      component="aside"
      data-local-preview=""
      sx={{ bgcolor: '#ffe082', color: '#1a1a1a', px: 2, py: 0.5, fontSize: '0.8125rem', lineHeight: 1.5, textAlign: 'center' }}
    >
      {text}
    </Box>
  );
}
