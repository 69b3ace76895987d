import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { ActionButton } from '../../components/action-button';
import { reveal } from '../../components/reveal';
import { BandFooter, SectionBand } from '../../components/section-band';
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
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(section.steps.length, 3)}, 1fr)` } }}
      >
        {section.steps.map((item, index) => (
          <Box component="li" key={item.title} {...reveal('fade-up', (index % 3) * step)} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{ flexShrink: 0, width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: '#ffffff', fontWeight: 700, fontSize: '1.1rem' }}
            >
              {index + 1}
            </Box>
            <div>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {item.title}
              </Typography>
              <Typography>{item.text}</Typography>
            </div>
          </Box>
        ))}
      </Box>
      {section.action ? (
        <BandFooter>
          <ActionButton button={section.action} />
        </BandFooter>
      ) : null}
    </SectionBand>
  );
}
