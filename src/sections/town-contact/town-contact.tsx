import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { businessHref } from '../../content/business-links';
import { ActionButton } from '../../components/action-button';
import { MapEmbed } from '../../components/map-embed';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** "Contact Our {town} Team": address, phone and hours from site.json beside the map, with the quote button. */
export default function TownContact({ section }: { section: SectionOf<'townContact'> }) {
  const { business } = useSite();
  const address = `${business.address.street}, ${business.address.city}, ${business.address.state} ${business.address.zip}`;
  return (
    <SectionBand id={section.id} tone="tinted" place="town contact">
      <SectionHeading heading={section.heading} subheading={section.text} />
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
        <div>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
            <div>
              <dt>{section.labels.address}</dt>
              <dd>{address}</dd>
            </div>
            <div>
              <dt>{section.labels.phone}</dt>
              <dd>
                <Link href={businessHref.phone(business.phone)} sx={{ color: 'brand.link', fontWeight: 600 }}>
                  {business.phone}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{section.labels.hours}</dt>
              <dd>
                {business.hours.weekdays}
                <br />
                {business.hours.weekends}
              </dd>
            </div>
          </Box>
          {/* Outside the list: a <dl> may hold only name/value groups. */}
          <Box sx={{ mt: 3 }}>
            <ActionButton button={section.action} size="large" />
          </Box>
        </div>
        <MapEmbed address={address} directionsLabel={section.labels.directions} />
      </Box>
    </SectionBand>
  );
}
