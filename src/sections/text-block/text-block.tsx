import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { accentText } from '../../components/accent';
import { ActionButton } from '../../components/action-button';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SiteImage } from '../../components/site-image';
import type { SectionOf } from '../section-types';
import { slots } from '../../content/picture-layout';

/** A heading with paragraphs, an optional check list and button, and an optional picture beside them. */
export default function TextBlock({ section }: { section: SectionOf<'textBlock'> }) {
  const { image } = section;
  const pictureFirst = section.imageSide === 'left';
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: image ? '1fr 1fr' : '1fr' } }}>
        <Box {...reveal('fade-up')} sx={{ maxWidth: image ? undefined : 860, mx: image ? 0 : 'auto', order: { md: pictureFirst ? 2 : 1 } }}>
          {section.eyebrow ? (
            <Typography sx={[{ textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 600, fontSize: '0.85rem', mb: 1 }, accentText]}>
              {section.eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h2" sx={{ color: 'brand.heading', mb: 2 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2, fontSize: '1.05rem' }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets?.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
              {section.bullets.map((bullet) => (
                <Box component="li" key={bullet} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircle aria-hidden="true" fontSize="small" sx={{ color: 'brand.link', mt: '3px' }} />
                  <span>{bullet}</span>
                </Box>
              ))}
            </Box>
          ) : null}
          {section.action ? <ActionButton button={section.action} sx={{ mt: 1 }} /> : null}
        </Box>
        {image ? (
          <Box {...reveal(pictureFirst ? 'fade-right' : 'fade-left')} sx={{ order: { md: pictureFirst ? 1 : 2 } }}>
            <SiteImage image={image} slot={slots.half} style={{ width: '100%', borderRadius: 8 }} />
          </Box>
        ) : null}
      </Box>
    </SectionBand>
  );
}
