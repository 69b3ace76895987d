import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCollectionItems } from '../../app/site-context';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { BandAction } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { StarRating } from '../../components/star-rating';
import type { SectionOf } from '../section-types';

/** Short testimonials, each with read-only stars, under the rating headline. */
export default function Testimonials({ section }: { section: SectionOf<'testimonials'> }) {
  const testimonials = useCollectionItems('testimonials', section.testimonials);
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 8, md: 10 } }}>
      <PageContainer>
        <SectionHeading heading={section.heading} />
        <CardGrid>
          {testimonials.map((t) => (
            <Card key={t.id} variant="outlined" sx={{ height: '100%' }}>
              {/* The figure is the card's content box, so the caption is its direct child as HTML requires. */}
              <CardContent component="figure" sx={{ m: 0 }}>
                <StarRating value={t.rating} />
                <Typography component="blockquote" sx={{ m: 0, mt: 1.5, mb: 2, fontSize: '1.02rem' }}>
                  “{t.feedback}”
                </Typography>
                <Typography component="figcaption">
                  <Box component="strong" sx={{ display: 'block' }}>
                    {t.name}
                  </Box>
                  <Box component="span" sx={{ fontSize: '0.9rem' }}>
                    {t.title}
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
