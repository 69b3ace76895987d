import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import type { SectionOf } from '../section-types';

type Words = NonNullable<SectionOf<'adminDashboard'>['notAdmin']>;

/**
 * What a signed-in staff member without administrator rights sees at /admin-dashboard: why, and the
 * way back. Being sent to the home page with no word left her wondering whether the site was broken.
 */
export function NotAdmin({ words }: { words: Words }) {
  return (
    <Box component="section" aria-labelledby="not-admin-heading" sx={{ py: { xs: 5, md: 8 } }}>
      <PageContainer>
        <Typography id="not-admin-heading" variant="h1" sx={{ color: 'brand.heading', mb: 1.5 }}>
          {words.heading}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{words.text}</Typography>
        <Link href="/" sx={{ fontWeight: 600 }}>
          {words.back}
        </Link>
      </PageContainer>
    </Box>
  );
}
