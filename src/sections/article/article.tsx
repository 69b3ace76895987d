import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../components/check-list';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import type { SectionOf } from '../section-types';

/** A long read (a how-to guide) in one column about 70 characters wide: opening, then parts with headings, lists and tips. */
export default function Article({ section }: { section: SectionOf<'article'> }) {
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <Box component="article" sx={{ maxWidth: 760, mx: 'auto' }}>
        {section.intro?.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)} sx={{ fontSize: { xs: '1.1rem', md: '1.2rem' }, mb: 2.5, lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
        {section.parts.map((part) => (
          <Box component="section" key={part.heading} sx={{ mt: 6 }} {...reveal('fade-up')}>
            <Typography variant="h2" sx={{ color: 'brand.heading', fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
              {part.heading}
            </Typography>
            {part.paragraphs?.map((paragraph) => (
              <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
            {part.bullets ? (
              <Box sx={{ my: 2.5 }}>
                <CheckList items={part.bullets} />
              </Box>
            ) : null}
            {part.tip ? (
              <Box component="aside" sx={{ mt: 3, p: 2.5, borderLeft: 4, borderColor: 'primary.dark', borderRadius: 1, bgcolor: section.tone === 'tinted' ? 'background.paper' : 'brand.level2' }}>
                <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{part.tip.title}</Typography>
                <Typography>{part.tip.text}</Typography>
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </SectionBand>
  );
}
