import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTown } from '../../app/site-context';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';
import { CardColumn } from './card-column';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Two local events and two neighbour quotes from the town file, or the general message for towns without them. */
export default function CommunityNews({ section }: { section: SectionOf<'communityNews'> }) {
  const community = useTown()?.community;
  if (!community) {
    return (
      <SectionBand id={section.id}>
        <SectionHeading heading={section.genericHeading} subheading={section.genericMessage} />
      </SectionBand>
    );
  }
  return (
    <SectionBand id={section.id}>
      <SectionHeading heading={section.heading} />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: community.news.length ? '1fr 1fr' : '1fr' } }}>
        {/* Past events are dropped at build time (src/content/upcoming-events.ts); with none left, only the quotes show. */}
        {community.news.length > 0 && (
        <CardColumn heading={section.newsHeading} items={community.news}>
          {(item) => (
            <CardContent>
              <Typography component="h4" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {item.title}
              </Typography>
              <Typography component="time" dateTime={item.date} sx={{ display: 'block', fontSize: '0.9rem', mb: 1 }}>
                {dateFormat.format(new Date(`${item.date}T00:00:00Z`))}
              </Typography>
              <Typography>{item.snippet}</Typography>
            </CardContent>
          )}
        </CardColumn>
        )}
        <CardColumn heading={section.quotesHeading} items={community.quotes}>
          {(quote) => (
            <CardContent component="figure" sx={{ m: 0 }}>
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{quote.quote}”
              </Typography>
              <Typography component="figcaption" sx={{ mt: 1, fontWeight: 600 }}>
                {quote.name}
              </Typography>
            </CardContent>
          )}
        </CardColumn>
      </Box>
    </SectionBand>
  );
}
