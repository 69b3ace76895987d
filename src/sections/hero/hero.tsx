import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton } from '../../components/action-button';
import { PageContainer } from '../../components/page-container';
import type { SectionOf } from '../section-types';
import { HeroVideo, HeroVideoToggle } from './hero-video';
import Paper from '@mui/material/Paper';
import { PageFormIsland as PageForm } from '../../forms/page-form-island';
import { FormTrust } from '../../forms/form-trust';
import { usePictures, useSite } from '../../app/site-context';
import { pictureAttributes } from '../../components/picture-attributes';
import { slots } from '../../content/picture-layout';

/** Full-bleed picture (and optional muted looping video) with the headline: 80vh on small screens, 100vh from md. */
export default function Hero({ section }: { section: SectionOf<'hero'> }) {
  const { background } = section;
  const Heading = section.headingLevel ?? 'h1';
  const picture = pictureAttributes(background.image, slots.full, useSite().layout.containerMaxWidth, usePictures());
  return (
    <Box
      component="section"
      id={section.id}
      data-place="hero"
      sx={(theme) => ({
        position: 'relative', minHeight: { xs: '80vh', md: '100vh' }, display: 'flex', alignItems: 'center', overflow: 'hidden', color: '#ffffff', bgcolor: '#1b3a1c',
        // Below md, 80vh and the header leave little of a phone's first screen: the block after the hero
        // opens with its words there, not with its usual band of space (decisions: hero height on phones).
        [theme.breakpoints.down('md')]: { '& + section': { pt: 4 } },
      })}
    >
      {/* The LCP picture: React's own preload of it carries the same srcset and sizes, so it is fetched once. */}
      <Box
        component="img"
        {...picture}
        alt={background.image.alt}
        fetchPriority="high"
        decoding="async"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {background.video ? <HeroVideo video={background.video} poster={picture.src} /> : null}
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(8,24,9,0.82) 0%, rgba(8,24,9,0.55) 55%, rgba(8,24,9,0.25) 100%)' }} />
      <PageContainer sx={{ position: 'relative', py: { xs: 8, md: 12 } }}>
        <Box sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: section.form ? '1.1fr 1fr' : '1fr' } }}>
        <Box sx={{ maxWidth: 720, '--cc-focus-ring': '#ffffff' }}>
          <Typography variant="h1" component={Heading} sx={{ color: '#ffffff', mb: 2, textShadow: '0 2px 12px rgba(0,0,0,0.35)' }}>
            {section.heading}
          </Typography>
          {section.subheading ? (
            <Typography sx={{ color: 'brand.onImage', fontSize: { xs: '1.1rem', md: '1.3rem' }, mb: 4 }}>{section.subheading}</Typography>
          ) : null}
          {section.actions?.length ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {section.actions.map((action) => (
                <ActionButton
                  key={action.label}
                  button={action}
                  size="large"
                  sx={action.variant === 'outlined' ? { color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.12)' } } : undefined}
                />
              ))}
            </Stack>
          ) : null}
        </Box>
        {section.form ? (
          <Paper elevation={6} sx={{ p: { xs: 2.5, md: 3.5 }, color: 'text.primary' }}>
            <PageForm name={section.form} headingLevel="h2" />
            <FormTrust name={section.form} />
          </Paper>
        ) : null}
        </Box>
      </PageContainer>
      {/* After the content, so the keyboard reaches the headline and its buttons first. */}
      {background.video ? <HeroVideoToggle /> : null}
    </Box>
  );
}
