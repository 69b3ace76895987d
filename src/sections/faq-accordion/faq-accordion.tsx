import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCollectionItems } from '../../app/site-context';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SmartLink } from '../../components/smart-link';
import type { Faq } from '../../generated/site-types';
import type { SectionOf } from '../section-types';

type Level = 'h2' | 'h3' | 'h4';
const levels: Level[] = ['h2', 'h3', 'h4'];

// Styled as an outlined accordion: joined boxes, a chevron that turns when the answer is open.
const itemSx = {
  border: 1, borderColor: 'divider', bgcolor: 'background.paper',
  '&:not(:last-of-type)': { borderBottom: 0 },
  '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
  '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
  '& > summary': { listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& .faq-chevron': { transition: 'transform 150ms' },
  '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
} as const;

/** The pages an answer names (the towns, say), as a short wrapping list under it: links, so every one is reachable without script. */
function AnswerLinks({ links }: { links: NonNullable<Faq['links']> }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
      {links.map((link) => (
        <li key={link.href}>
          <Link component={SmartLink} href={link.href} underline="always" sx={{ color: 'brand.link', fontWeight: 600, display: 'inline-block', py: 0.5 }}>
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}

/**
 * Questions that open and close with no script at all: each is a <details> whose <summary> holds the
 * question's heading, so a click, Enter or Space toggles it and screen readers announce it as
 * collapsed or expanded. Heading levels follow the outline: section heading h2, then group headings,
 * then questions one level below.
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
                  <Box component="details" key={key} id={key} sx={itemSx}>
                    <Box component="summary" sx={{ px: { xs: 2, md: 3 }, py: 1.5, minHeight: 48, display: 'flex', alignItems: 'center', gap: 2, cursor: 'pointer' }}>
                      <Typography component={questionLevel} sx={{ fontWeight: 600, fontSize: '1.05rem', flexGrow: 1, m: 0 }}>
                        {faq.question}
                      </Typography>
                      <ExpandMore aria-hidden="true" className="faq-chevron" />
                    </Box>
                    <Box sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
                      <Typography sx={{ lineHeight: 1.7 }}>{faq.answer}</Typography>
                      {faq.links ? <AnswerLinks links={faq.links} /> : null}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </SectionBand>
  );
}
