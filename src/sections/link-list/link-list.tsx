import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { reveal, rowStagger } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { isInternal, SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';

/** The site name a link leads to ("ces.ncsu.edu"), so a reader knows where they are going before they click. */
function hostOf(url: string): string | undefined {
  if (!/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/** Helpful outside websites, each with a description; links to other sites open in a new tab. */
export default function LinkList({ section }: { section: SectionOf<'linkList'> }) {
  const step = useSite().scrollReveal.cardDelayStep;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }, rowStagger({ xs: 1, md: 2 }, step)]}>
        {section.links.map((link) => {
          const external = !isInternal(link.url);
          const host = hostOf(link.url);
          return (
            <Box
              component="li"
              key={link.url + link.name}
              {...reveal('fade-up')}
              sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              <Link component={SmartLink} href={link.url} newTab={external} newTabHint={section.newTabHint} sx={{ color: 'brand.link', fontWeight: 700, fontSize: '1.1rem', display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {link.name}
              </Link>
              {host ? <Typography sx={{ fontSize: '0.9rem', mt: 0.25 }}>{host}</Typography> : null}
              <Typography sx={{ mt: 1 }}>{link.description}</Typography>
            </Box>
          );
        })}
      </Box>
    </SectionBand>
  );
}
