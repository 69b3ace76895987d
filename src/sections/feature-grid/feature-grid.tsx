import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { Icon } from '../../components/icon';
import { IconBadge } from '../../components/icon-badge';
import { reveal, rowStagger } from '../../components/reveal';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** A heading over a grid of icon items (what is included, benefits, reasons). */
export default function FeatureGrid({ section }: { section: SectionOf<'featureGrid'> }) {
  const step = useSite().scrollReveal.cardDelayStep;
  const columns = section.columns ?? 3;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box
        component="ul"
        sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }, rowStagger({ xs: 1, sm: 2, md: columns }, step)]}
      >
        {section.items.map((item) => (
          <Box
            component="li"
            key={item.title}
            {...reveal('fade-up')}
            sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', height: '100%' }}
          >
            <IconBadge size={52} sx={{ mb: 2 }}>
              <Icon name={item.icon} />
            </IconBadge>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {item.title}
            </Typography>
            <Typography>{item.text}</Typography>
          </Box>
        ))}
      </Box>
      <BandAction action={section.action} />
    </SectionBand>
  );
}
