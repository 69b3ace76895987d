import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { reveal, rowStagger } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import { SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';
import { slots } from '../../content/picture-layout';

type Person = SectionOf<'ownerCards'>['people'][number];

/** Owner or team cards: round portrait, name, title, an optional biography; with "link", each card leads to that page. */
export default function OwnerCards({ section }: { section: SectionOf<'ownerCards'> }) {
  const step = useSite().scrollReveal.cardDelayStep;
  const columns = Math.min(section.people.length, 3);
  const hasBios = section.people.some((person) => person.bio);
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box
        component="ul"
        sx={[
          {
            listStyle: 'none', p: 0, m: 0, mx: 'auto', display: 'grid', gap: 4,
            maxWidth: hasBios ? 'none' : columns * 340,
            gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(columns, 2)}, 1fr)`, md: `repeat(${columns}, 1fr)` },
          },
          rowStagger({ xs: 1, sm: Math.min(columns, 2), md: columns }, step),
        ]}
      >
        {section.people.map((person) => (
          <Box component="li" key={person.name} {...reveal('fade-up')}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {section.link ? (
                <CardActionArea component={SmartLink} href={section.link.href} newTab={section.link.newTab} sx={{ height: '100%' }}>
                  <PersonBody person={person} linkLabel={section.link.label} />
                </CardActionArea>
              ) : (
                <PersonBody person={person} />
              )}
            </Card>
          </Box>
        ))}
      </Box>
    </SectionBand>
  );
}

function PersonBody({ person, linkLabel }: { person: Person; linkLabel?: string }) {
  return (
    <CardContent sx={{ p: { xs: 3, md: 4 }, textAlign: person.bio ? 'left' : 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: person.bio ? { xs: 'column', sm: 'row' } : 'column', alignItems: 'center', gap: 2.5, mb: person.bio ? 2.5 : 0 }}>
        <SiteImage image={person.avatar} slot={slots.avatar} style={{ width: 160, height: 160, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }} />
        <Box sx={{ textAlign: person.bio ? { xs: 'center', sm: 'left' } : 'center' }}>
          <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
            {person.name}
          </Typography>
          <Typography sx={{ color: 'brand.link', fontWeight: 600 }}>{person.title}</Typography>
          {linkLabel ? (
            <Typography component="span" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600, color: 'brand.link' }}>
              {linkLabel} <span aria-hidden="true">→</span>
            </Typography>
          ) : null}
        </Box>
      </Box>
      {person.bio?.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, lineHeight: 1.7 }}>
          {paragraph}
        </Typography>
      ))}
    </CardContent>
  );
}
