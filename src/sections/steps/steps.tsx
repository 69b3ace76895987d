import Box from '@mui/material/Box';
import { useSite } from '../../app/site-context';
import { BadgeItem, IconBadge } from '../../components/icon-badge';
import { reveal, rowStagger } from '../../components/reveal';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** A process as an ordered list of numbered steps (numbers come from the order, not the content). */
export default function Steps({ section }: { section: SectionOf<'steps'> }) {
  const step = useSite().scrollReveal.cardDelayStep;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box
        component="ol"
        sx={[
          { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(section.steps.length, 3)}, 1fr)` } },
          rowStagger({ xs: 1, sm: 2, md: Math.min(section.steps.length, 3) }, step),
        ]}
      >
        {section.steps.map((item, index) => (
          <BadgeItem
            key={item.title}
            attributes={reveal('fade-up')}
            badge={
              <IconBadge size={44} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {index + 1}
              </IconBadge>
            }
            title={item.title}
            text={item.text}
          />
        ))}
      </Box>
      <BandAction action={section.action} />
    </SectionBand>
  );
}
