import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '../../generated/site-types';
import { PageContainer } from '../../components/page-container';
import { pictureAttributes } from '../../components/picture-attributes';
import { usePictures, useSite } from '../../app/site-context';
import { slots } from '../../content/picture-layout';

interface Props {
  id?: string;
  headingId: string;
  heading: string;
  subheading?: string;
  background?: Image;
}

/** The portfolio's headline band. Its H1 depends on the address, which is why it is not a separate hero block. */
export function PortfolioHeader({ id, headingId, heading, subheading, background }: Props) {
  const container = useSite().layout.containerMaxWidth;
  const pictures = usePictures();
  return (
    <Box
      component="header"
      id={id}
      sx={{ position: 'relative', overflow: 'hidden', minHeight: { xs: '36vh', md: '44vh' }, display: 'flex', alignItems: 'center', bgcolor: '#1b3a1c', color: '#ffffff' }}
    >
      {background ? (
        <Box
          component="img"
          {...pictureAttributes(background, slots.full, container, pictures)}
          alt={background.alt}
          decoding="async"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(8,24,9,0.82) 0%, rgba(8,24,9,0.55) 60%, rgba(8,24,9,0.3) 100%)' }} />
      <PageContainer sx={{ position: 'relative', py: { xs: 8, md: 10 } }}>
        <Box sx={{ maxWidth: 760 }}>
          <Typography variant="h1" id={headingId} sx={{ color: '#ffffff', mb: subheading ? 2 : 0, textShadow: '0 2px 12px rgba(0,0,0,0.35)' }}>
            {heading}
          </Typography>
          {subheading ? <Typography sx={{ color: 'brand.onImage', fontSize: { xs: '1.1rem', md: '1.25rem' } }}>{subheading}</Typography> : null}
        </Box>
      </PageContainer>
    </Box>
  );
}
