import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useSite } from '../app/site-context';
import { reveal, rowStagger } from './reveal';

/** The spec's card grid: 3 columns from md, 2 from sm, 1 below; each card enters 400 ms after the one before it in its row. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode[]; columns?: 2 | 3 | 4 }) {
  const step = useSite().scrollReveal.cardDelayStep;
  return (
    <Box
      component="ul"
      sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }, rowStagger({ xs: 1, sm: 2, md: columns }, step)]}
    >
      {children.map((child, index) => (
        <Box component="li" key={index} {...reveal('fade-up')}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
