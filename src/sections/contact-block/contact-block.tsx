import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Breakable } from '../../components/breakable';
import { Icon } from '../../components/icon';
import { IconBadge } from '../../components/icon-badge';
import { MapEmbed } from '../../components/map-embed';
import { reveal } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';

/** Ways to reach the company (phone, e-mail, address…) beside the service-area map. */
export default function ContactBlock({ section }: { section: SectionOf<'contactBlock'> }) {
  return (
    <SectionBand id={section.id} tone={section.tone} place="contact block">
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: section.map ? '5fr 7fr' : '1fr' } }}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }} {...reveal('fade-right')}>
          {section.items.map((item) => (
            <Box component="li" key={item.label} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <IconBadge size={52}>
                <Icon name={item.icon} />
              </IconBadge>
              <div>
                <Typography sx={{ fontSize: '0.9rem', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{item.label}</Typography>
                {item.href ? (
                  // Wraps after the "@" on a narrow phone; break-word (not anywhere) cuts a word only as a last resort.
                  <Link component={SmartLink} href={item.href} sx={{ color: 'brand.link', fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'break-word' }}>
                    <Breakable text={item.value} />
                  </Link>
                ) : (
                  <Typography sx={{ fontSize: '1.15rem' }}>{item.value}</Typography>
                )}
              </div>
            </Box>
          ))}
        </Box>
        {section.map ? (
          <Box {...reveal('fade-left')}>
            <MapEmbed address={section.map.address} directionsLabel={section.map.directionsLabel} />
          </Box>
        ) : null}
      </Box>
    </SectionBand>
  );
}
