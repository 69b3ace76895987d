import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCollectionItems, useTown, useTownEntries } from '../../app/site-context';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { BandAction } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { StarRating } from '../../components/star-rating';
import type { SectionOf } from '../section-types';
import { testimonialCard, townFirstCards } from './town-first';

/** Short testimonials, each with read-only stars, under the rating headline; on a town's page its own words may lead. */
export default function Testimonials({ section }: { section: SectionOf<'testimonials'> }) {
  const listed = useCollectionItems('testimonials', section.testimonials);
  const town = useTown();
  const ownTestimonials = useTownEntries('testimonials');
  const ownReviews = useTownEntries('reviews');
  const cards = section.townFirst && town ? townFirstCards(listed, { town, testimonials: ownTestimonials, reviews: ownReviews }) : listed.map(testimonialCard);
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 8, md: 10 } }}>
      <PageContainer>
        <SectionHeading heading={section.heading} />
        <CardGrid>
          {cards.map((card) => (
            <Card key={card.key} variant="outlined" sx={{ height: '100%' }}>
              {/* The figure is the card's content box, so the caption is its direct child as HTML requires. */}
              <CardContent component="figure" sx={{ m: 0 }}>
                {/* A neighbour quote came without a rating: it shows none rather than stars nobody gave. */}
                {card.rating !== undefined && <StarRating value={card.rating} />}
                <Typography component="blockquote" sx={{ m: 0, mt: card.rating !== undefined ? 1.5 : 0, mb: 2, fontSize: '1.02rem' }}>
                  “{card.words}”
                </Typography>
                <Typography component="figcaption">
                  <Box component="strong" sx={{ display: 'block' }}>
                    {card.name}
                  </Box>
                  <Box component="span" sx={{ fontSize: '0.9rem' }}>
                    {card.line}
                  </Box>
                </Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
        <BandAction action={section.action} />
      </PageContainer>
    </Box>
  );
}
