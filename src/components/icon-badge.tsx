import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The round dark-green badge beside an item: its icon or its step number. Decorative (the item's
 * text says the same), so it is hidden from screen readers.
 */
export function IconBadge({ size, children, sx = [] }: { size: number; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        { flexShrink: 0, width: size, height: size, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: '#ffffff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** A list entry with its badge beside its title and text (a value, a step of a process). */
export function BadgeItem({ badge, title, text, attributes }: { badge: ReactNode; title: string; text: string; attributes?: Record<string, string> }) {
  return (
    <Box component="li" {...attributes} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {badge}
      <div>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography>{text}</Typography>
      </div>
    </Box>
  );
}
