import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCollectionItems, useSite } from '../../app/site-context';
import { CardGrid } from '../../components/card-grid';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { StarRating } from '../../components/star-rating';
import type { SectionOf } from '../section-types';

/**
 * Google-style review cards: initial avatar, stars, relative date, text and any reply from the owner.
 * Dates arrive as the relative text ("2 weeks ago"): the build works it out from the stored day
 * (src/content/content-as-of.ts).
 */
export default function ReviewList({ section }: { section: SectionOf<'reviewList'> }) {
  const reviews = useCollectionItems('reviews', section.reviews);
  const { rating } = useSite().business;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      {section.summary ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1.5, mt: -1, mb: 5 }}>
          <StarRating value={rating.value} />
          <Typography sx={{ fontWeight: 600 }}>{section.summary}</Typography>
        </Box>
      ) : null}
      <CardGrid>
        {reviews.map((review) => (
          <Card key={review.id} variant="outlined" component="article" data-review="" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.dark', color: '#ffffff', fontWeight: 700 }}>
                  {review.name.trim().charAt(0).toUpperCase()}
                </Avatar>
                <div>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
                    {review.name}
                  </Typography>
                  <Typography sx={{ fontSize: '0.9rem' }}>{review.date}</Typography>
                </div>
              </Box>
              <StarRating value={review.rating} />
              <Typography sx={{ mt: 1, lineHeight: 1.65 }}>{review.text}</Typography>
              {review.ownerReply ? (
                <Box sx={{ mt: 2.5, p: 2, borderLeft: 3, borderColor: 'primary.dark', borderRadius: 1, bgcolor: 'brand.level2' }}>
                  <Typography sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
                    {section.ownerReplyLabel}{' '}
                    <Box component="span" sx={{ fontWeight: 400 }}>
                      · {review.ownerReply.date}
                    </Box>
                  </Typography>
                  <Typography sx={{ mt: 0.5, fontSize: '0.95rem', lineHeight: 1.6 }}>{review.ownerReply.text}</Typography>
                </Box>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </CardGrid>
      <BandAction action={section.allReviews} size="large" />
    </SectionBand>
  );
}
