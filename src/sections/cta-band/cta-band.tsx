import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton } from '../../components/action-button';
import { PageContainer } from '../../components/page-container';
import { reveal } from '../../components/reveal';
import type { SectionOf } from '../section-types';

/** The closing call to action on a green band. */
export default function CtaBand({ section }: { section: SectionOf<'ctaBand'> }) {
  const onGreen = { color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.12)' } };
  return (
    <Box component="section" id={section.id} data-place="call to action" sx={{ py: { xs: 8, md: 10 }, bgcolor: 'primary.dark', color: '#ffffff', '--cc-focus-ring': '#ffffff' }}>
      <PageContainer sx={{ textAlign: 'center' }}>
        <Box {...reveal('zoom-in')}>
          <Typography variant="h2" sx={{ color: '#ffffff', mb: 2 }}>
            {section.heading}
          </Typography>
          {section.text ? <Typography sx={{ color: '#ffffff', fontSize: '1.15rem', maxWidth: 720, mx: 'auto', mb: 4 }}>{section.text}</Typography> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <ActionButton button={{ ...section.action, variant: 'contained' }} size="large" sx={{ bgcolor: '#ffffff', color: '#1b5e20', '&:hover': { bgcolor: '#e8f5e9' } }} />
            {section.secondaryAction ? <ActionButton button={{ ...section.secondaryAction, variant: 'outlined' }} size="large" sx={onGreen} /> : null}
          </Stack>
        </Box>
      </PageContainer>
    </Box>
  );
}
