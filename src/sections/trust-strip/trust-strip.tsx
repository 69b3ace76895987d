import Box from '@mui/material/Box';
import { PageContainer } from '../../components/page-container';
import { TrustStrip } from '../../components/trust-strip';
import type { SectionOf } from '../section-types';

/** The site's trust strip as a band of its own: a slim one, so it reads as part of the picture above it. */
export default function TrustStripSection({ section }: { section: SectionOf<'trustStrip'> }) {
  return (
    <Box id={section.id} sx={{ py: { xs: 3, md: 3.5 }, bgcolor: 'brand.level2', borderBottom: 1, borderColor: 'divider' }}>
      <PageContainer>
        <TrustStrip />
      </PageContainer>
    </Box>
  );
}
