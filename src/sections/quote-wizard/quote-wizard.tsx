import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageContainer } from '../../components/page-container';
import { PageFormIsland as PageForm } from '../../forms/page-form-island';
import { FormTrust } from '../../forms/form-trust';
import type { SectionOf } from '../section-types';

/** The two-step free-quote form in a band of its own. */
export default function QuoteWizard({ section }: { section: SectionOf<'quoteWizard'> }) {
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 6, md: 8 }, bgcolor: 'brand.level2' }}>
      <PageContainer>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760, mx: 'auto' }}>
          <PageForm name={section.form} heading={section.heading} />
          <FormTrust name={section.form} />
        </Paper>
      </PageContainer>
    </Box>
  );
}
