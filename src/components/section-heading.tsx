import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's heading (h2, green at large size) with an optional line under it. */
export function SectionHeading({ heading, subheading, align = 'center', id }: { heading: ReactNode; subheading?: ReactNode; align?: 'center' | 'left'; id?: string }) {
  return (
    <div style={{ textAlign: align, marginBottom: 32 }}>
      <Typography variant="h2" component="h2" id={id} sx={{ color: 'brand.heading', mb: subheading ? 1.5 : 0 }}>
        {heading}
      </Typography>
      {subheading ? (
        <Typography sx={{ maxWidth: 720, mx: align === 'center' ? 'auto' : 0, fontSize: '1.1rem' }}>{subheading}</Typography>
      ) : null}
    </div>
  );
}
