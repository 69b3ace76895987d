import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTown } from '../../app/site-context';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** "Why Choose Us": the town's own heading and five reasons, or the general ones. */
export default function WhyChooseUs({ section }: { section: SectionOf<'whyChooseUs'> }) {
  const why = useTown()?.whyChooseUs ?? section.generic;
  return (
    <SectionBand id={section.id} tone="tinted">
      <SectionHeading heading={why.heading} />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mx: 'auto', maxWidth: 820, display: 'grid', gap: 2 }}>
        {why.reasons.map((reason) => (
          <Box component="li" key={reason.slice(0, 40)} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircle aria-hidden="true" sx={{ color: 'brand.link', mt: '2px' }} />
            <Typography sx={{ fontSize: '1.05rem' }}>{reason}</Typography>
          </Box>
        ))}
      </Box>
    </SectionBand>
  );
}
