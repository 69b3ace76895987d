import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { accentText } from '../../components/accent';
import { CheckList } from '../../components/check-list';
import { reveal, rowStagger } from '../../components/reveal';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** Plan cards side by side: up to four ways to buy a service, each with its price line and what is included. */
export default function OptionCards({ section }: { section: SectionOf<'optionCards'> }) {
  const step = useSite().scrollReveal.cardDelayStep;
  const wide = section.options.length >= 4 ? 4 : section.options.length;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box
        component="ul"
        sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${wide}, 1fr)` } }, rowStagger({ xs: 1, sm: 2, lg: wide }, step)]}
      >
        {section.options.map((option) => (
          <Box component="li" key={option.title} {...reveal('fade-up')}>
            <Card
              variant="outlined"
              sx={{ height: '100%', borderWidth: option.highlight ? 2 : 1, borderColor: option.highlight ? 'primary.dark' : 'divider' }}
            >
              <CardContent sx={{ p: 3 }}>
                {option.badge ? <Chip label={option.badge} size="small" sx={{ mb: 1.5, bgcolor: 'primary.dark', color: '#ffffff' }} /> : null}
                <Typography variant="h3" sx={{ mb: 0.5 }}>
                  {option.title}
                </Typography>
                {option.price ? (
                  <Typography sx={[{ fontWeight: 600, mb: 1.5 }, accentText]}>{option.price}</Typography>
                ) : null}
                <Typography sx={{ mb: option.features?.length ? 2 : 0 }}>{option.text}</Typography>
                {option.features?.length ? <CheckList items={option.features} /> : null}
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
      {section.note ? <Typography sx={{ textAlign: 'center', mt: 4, maxWidth: 720, mx: 'auto' }}>{section.note}</Typography> : null}
      <BandAction action={section.action} />
    </SectionBand>
  );
}
