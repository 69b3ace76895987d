import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCollectionItems } from '../../app/site-context';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

type Level = 'h2' | 'h3' | 'h4';
const levels: Level[] = ['h2', 'h3', 'h4'];

/**
 * Questions that open and close on click (or Enter/Space: each question is a button inside a heading).
 * Heading levels follow the outline: section heading h2, then group headings, then questions one level below.
 */
export default function FaqAccordion({ section }: { section: SectionOf<'faqAccordion'> }) {
  const faqs = useCollectionItems('faqs', section.groups.flatMap((group) => group.faqs));
  const byId = new Map(faqs.map((faq) => [faq.id, faq]));
  const groupLevel = section.heading ? 1 : 0;
  const prefix = section.id ?? 'faq';
  return (
    <SectionBand id={section.id} tone={section.tone}>
      {section.heading ? <SectionHeading heading={section.heading} subheading={section.subheading} /> : null}
      <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: { xs: 5, md: 6 } }}>
        {section.groups.map((group, groupIndex) => {
          const questionLevel = levels[groupLevel + (group.heading ? 1 : 0)]!;
          return (
            <Box key={group.heading ?? groupIndex} {...reveal('fade-up')}>
              {group.heading ? (
                <Typography
                  variant={groupLevel === 0 ? 'h2' : 'h3'}
                  component={levels[groupLevel]!}
                  sx={groupLevel === 0 ? { color: 'brand.heading', fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2.5 } : { mb: 2 }}
                >
                  {group.heading}
                </Typography>
              ) : null}
              {group.faqs.map((id) => {
                const faq = byId.get(id);
                if (!faq) return null;
                const key = `${prefix}-${groupIndex}-${faq.id}`;
                return (
                  <Accordion key={key} disableGutters variant="outlined" slotProps={{ heading: { component: questionLevel }, region: { id: `${key}-answer` } as object }} sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
                    <AccordionSummary id={`${key}-question`} aria-controls={`${key}-answer`} expandIcon={<ExpandMore aria-hidden="true" />} sx={{ px: { xs: 2, md: 3 }, py: 0.5 }}>
                      <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                        {faq.question}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pb: 3, pt: 0 }}>
                      <Typography sx={{ lineHeight: 1.7 }}>{faq.answer}</Typography>
                    </AccordionDetails>
                  </Accordion>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </SectionBand>
  );
}
