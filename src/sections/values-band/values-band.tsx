import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { reveal } from '../../components/reveal';
import type { SectionOf } from '../section-types';

/** The faith-based mission and values band. */
export default function ValuesBand({ section }: { section: SectionOf<'valuesBand'> }) {
  return (
    <Box component="section" id={section.id} sx={{ bgcolor: 'brand.alternate', py: { xs: 8, md: 10 } }}>
      <PageContainer sx={{ textAlign: 'center' }}>
        <Box {...reveal()} sx={{ maxWidth: 860, mx: 'auto' }}>
          {section.eyebrow ? (
            <Typography sx={{ textTransform: 'uppercase', letterSpacing: 2, fontWeight: 600, color: 'brand.link', mb: 1 }}>{section.eyebrow}</Typography>
          ) : null}
          <Typography variant="h2" sx={{ color: 'brand.heading', mb: 2 }}>
            {section.heading}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', mb: 3 }}>{section.text}</Typography>
          {section.quote ? (
            <Box component="figure" sx={{ m: 0, mb: 3 }}>
              <Typography component="blockquote" sx={{ fontStyle: 'italic', fontSize: '1.2rem', m: 0 }}>
                “{section.quote.text}”
              </Typography>
              <Typography component="figcaption" sx={{ mt: 1, fontWeight: 600 }}>
                {section.quote.source}
              </Typography>
            </Box>
          ) : null}
          {section.values?.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
              {section.values.map((value) => (
                <li key={value}>
                  <Chip label={value} variant="outlined" sx={{ borderColor: 'primary.dark', color: 'text.primary', fontSize: '0.95rem' }} />
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      </PageContainer>
    </Box>
  );
}
