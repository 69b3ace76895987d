import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';

/** Short points with green ticks (a checklist in a guide, what a plan includes). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckCircle aria-hidden="true" fontSize="small" sx={{ color: 'brand.link', mt: '3px', flexShrink: 0 }} />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
