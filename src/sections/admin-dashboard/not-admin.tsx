import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';

type Words = SectionOf<'adminDashboard'>['notAdmin'];

/**
 * What a signed-in staff member without administrator rights sees at /admin-dashboard: the page's own
 * heading, why it is not for her, and the way home. Sent to the home page with no word, she wondered
 * whether the site was broken.
 */
export function NotAdmin({ heading, words }: { heading: string; words: Words }) {
  return (
    <Box component="section" aria-labelledby="not-admin-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <PageContainer>
        <Typography id="not-admin-heading" variant="h1" sx={{ color: 'brand.heading', mb: 1.5 }}>
          {heading}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{words.text}</Typography>
        <Link component={SmartLink} href="/" sx={{ color: 'brand.link', fontWeight: 600 }}>
          {words.back}
        </Link>
      </PageContainer>
    </Box>
  );
}
