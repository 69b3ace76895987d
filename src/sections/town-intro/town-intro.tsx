import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSiteCore, useTown } from '../../app/site-context';
import { SmartLink } from '../../components/smart-link';
import { townByPlaceName } from '../../content/town-pages';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import type { SectionOf } from '../section-types';

/** The town's own three paragraphs under its heading, and the nearby places the crew also serves. */
export default function TownIntro({ section }: { section: SectionOf<'townIntro'> }) {
  const town = useTown();
  const { towns } = useSiteCore();
  if (!town) return null; // only town templates use this block (the validator checks each town's page)
  return (
    <SectionBand id={section.id}>
      <Box {...reveal()} sx={{ maxWidth: 860, mx: 'auto' }}>
        <Typography variant="h2" sx={{ color: 'brand.heading', mb: 1.5 }}>
          {section.heading}
        </Typography>
        {section.subheading ? <Typography sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 3 }}>{section.subheading}</Typography> : null}
        {town.intro.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2, fontSize: '1.05rem' }}>
            {paragraph}
          </Typography>
        ))}
        {town.nearbyServed?.length ? (
          <Box sx={{ mt: 3 }}>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {section.nearbyLabel}
            </Typography>
            {/* Plain words, not pills: a place reads as a link only where it has a page of its own. */}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', rowGap: 0.5, fontSize: '1.05rem', '& li + li::before': { content: '"·"', mx: 1.5, color: 'text.secondary' } }}>
              {town.nearbyServed.map((place) => {
                const page = townByPlaceName(towns, place);
                return (
                  <li key={place}>
                    {page ? (
                      <Link component={SmartLink} href={`/${page.slug}`} sx={{ color: 'brand.link', fontWeight: 600 }}>
                        {place}
                      </Link>
                    ) : (
                      place
                    )}
                  </li>
                );
              })}
            </Box>
          </Box>
        ) : null}
      </Box>
    </SectionBand>
  );
}
