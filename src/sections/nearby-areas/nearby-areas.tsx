import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { usePageBundle, useSiteCore } from '../../app/site-context';
import { CardGrid } from '../../components/card-grid';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SmartLink } from '../../components/smart-link';
import { fillText } from '../../content/tokens';
import { nearbyTowns } from '../../content/town-pages';
import type { SectionOf } from '../section-types';

// Every town file yields both pages (src/content/routes.ts), so either address exists for every card.
const townHref = (slug: string, linkTo: SectionOf<'nearbyAreas'>['linkTo']) => (linkTo === 'services' ? `/${slug}/services` : `/${slug}`);

/**
 * Related towns, each card linking to the town's page (or its services page): up to four (same
 * county, nearest first), or every town by name, so a general page leads to each town's pages.
 */
export default function NearbyAreas({ section }: { section: SectionOf<'nearbyAreas'> }) {
  const { towns } = useSiteCore();
  const slug = usePageBundle().route.town;
  const nearby = section.towns === 'all'
    ? [...towns].sort((a, b) => a.name.localeCompare(b.name))
    : nearbyTowns(towns, slug, section.fallback, section.max ?? 4);
  if (nearby.length === 0) return null;
  return (
    <SectionBand id={section.id}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <CardGrid columns={nearby.length >= 4 ? 4 : 3}>
        {nearby.map((town) => (
          <Card key={town.slug} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={SmartLink} href={townHref(town.slug, section.linkTo)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="h3">
                  {town.name}
                </Typography>
                <Typography>{fillText(section.cardLabel, { county: town.county })}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </CardGrid>
    </SectionBand>
  );
}
