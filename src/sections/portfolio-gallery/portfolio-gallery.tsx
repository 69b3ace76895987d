import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useId } from 'react';
import { useCollectionItems, usePageBundle, useSite } from '../../app/site-context';
import { routeParams, usePath } from '../../app/page-path';
import { ActionButton } from '../../components/action-button';
import { PageContainer } from '../../components/page-container';
import { reveal, rowStagger } from '../../components/reveal';
import { BandAction } from '../../components/section-band';
import { SiteImage } from '../../components/site-image';
import { fillText } from '../../content/tokens';
import type { SectionOf } from '../section-types';
import { PortfolioHeader } from './portfolio-header';
import { typeLabel } from './type-label';
import { slots } from '../../content/picture-layout';

/**
 * The portfolio for the kind of work named in the address (/:type/portfolio): its headline (the H1),
 * that kind's photos in three columns, and the button. A kind without photos, including any word
 * nobody planned for, gets the content's friendly message and the same button instead of an empty grid.
 */
export default function PortfolioGallery({ section }: { section: SectionOf<'portfolioGallery'> }) {
  const type = routeParams(usePageBundle().route.path, usePath()).type ?? '';
  const step = useSite().scrollReveal.cardDelayStep;
  const headingId = useId();
  const view = section.views.find((v) => v.type === type);
  const words = { type: typeLabel(type) };
  const heading = view?.heading ?? fillText(section.fallback.heading, words);
  const subheading = view ? view.subheading : section.fallback.subheading && fillText(section.fallback.subheading, words);
  const photos = useCollectionItems('portfolio', section.photos).filter((photo) => photo.type === type);
  return (
    <>
      <PortfolioHeader id={section.id} headingId={headingId} heading={heading} subheading={subheading} background={section.background} />
      <Box component="section" sx={{ py: { xs: 6, md: 8 } }}>
        <PageContainer>
          {photos.length > 0 ? (
            <Box
              component="ul"
              aria-labelledby={headingId}
              sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }, rowStagger({ xs: 1, sm: 2, md: 3 }, step)]}
            >
              {photos.map((photo) => (
                <Box component="li" key={photo.id} {...reveal('fade-up')}>
                  <Box component="figure" sx={{ m: 0, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper', height: '100%' }}>
                    <SiteImage image={photo.image} slot={slots.portfolio} style={{ width: '100%', aspectRatio: `${photo.image.width} / ${photo.image.height}`, objectFit: 'cover' }} />
                    <Typography component="figcaption" sx={{ px: 2, py: 1.5, fontWeight: 500 }}>
                      {photo.title}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          ) : (
            <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', p: { xs: 3, md: 5 }, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'brand.level2' }}>
              <PhotoCamera aria-hidden="true" sx={{ fontSize: 48, color: 'brand.link', mb: 2 }} />
              <Typography data-testid="portfolio-empty" sx={{ fontSize: '1.1rem' }}>
                {view?.emptyText ?? section.fallback.emptyText}
              </Typography>
            </Box>
          )}
          <BandAction action={section.action} size="large" />
        </PageContainer>
      </Box>
    </>
  );
}
