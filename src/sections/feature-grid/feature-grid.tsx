import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { ActionButton } from '../../components/action-button';
import { Icon } from '../../components/icon';
import { reveal } from '../../components/reveal';
import { BandFooter, SectionBand } from '../../components/section-band';
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
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` } }}
      >
        {section.items.map((item, index) => (
          <Box
            component="li"
            key={item.title}
            {...reveal('fade-up', index * step)}
            sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', height: '100%' }}
          >
            <Box sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', color: '#ffffff', mb: 2 }}>
              <Icon name={item.icon} />
            </Box>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {item.title}
            </Typography>
            <Typography>{item.text}</Typography>
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
