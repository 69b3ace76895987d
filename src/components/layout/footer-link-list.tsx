import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { NavItem } from '../../generated/site-types';
import { SmartLink } from '../smart-link';

interface Props {
  /** The heading's id: the nav is named by its visible heading, so each footer landmark has its own name. */
  id: string;
  heading: string;
  links: NavItem[];
  /** Columns from the small breakpoint up (a long list of short names, the towns, fits two side by side). */
  columns?: 1 | 2;
}

/**
 * One titled list of links in the footer (service areas, services). Every page carries it as plain
 * HTML, so each address it names is a link away from every page, for visitors and crawlers alike.
 */
export function FooterLinkList({ id, heading, links, columns = 1 }: Props) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography component="h2" id={id} sx={{ fontSize: '1rem', fontWeight: 700, color: '#ffffff', mb: 1 }}>
        {heading}
      </Typography>
      {/* Two columns already at 375 px for the towns: short names, and half the height of one long column. */}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columnCount: columns, columnGap: 3 }}>
        {links.map((link) => (
          <Box component="li" key={link.href} sx={{ breakInside: 'avoid' }}>
            <Link component={SmartLink} href={link.href} sx={{ color: '#ffffff', display: 'inline-block', py: 0.5, fontSize: '0.95rem' }}>
              {link.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
