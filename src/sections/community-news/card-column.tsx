import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One column of the community block: its heading over a list of outlined cards, one per item. */
export function CardColumn<T extends { id: string }>({ heading, items, children }: { heading: string; items: T[]; children: (item: T) => ReactNode }) {
  return (
    <div>
      <Typography variant="h3" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <Card component="li" key={item.id} variant="outlined">
            {children(item)}
          </Card>
        ))}
      </Box>
    </div>
  );
}
