import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../components/page-container';
import { PageFormIsland as PageForm } from '../../forms/page-form-island';
import { FormTrust } from '../../forms/form-trust';
import type { SectionOf } from '../section-types';

/** A form such as "Send Us a Message" or "Apply Now", with optional text beside it. */
export default function FormSection({ section }: { section: SectionOf<'form'> }) {
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 6, md: 8 } }}>
      <PageContainer>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: section.aside ? '1fr 1.4fr' : '1fr' }, alignItems: 'start' }}>
          {section.aside ? (
            <div>
              {section.aside.map((paragraph) => (
                <Typography key={paragraph.slice(0, 32)} sx={{ mb: 2, fontSize: '1.05rem' }}>
                  {paragraph}
                </Typography>
              ))}
            </div>
          ) : null}
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: section.aside ? undefined : 760, mx: section.aside ? 0 : 'auto', width: '100%' }}>
            <PageForm name={section.form} heading={section.heading} />
            <FormTrust name={section.form} />
          </Paper>
        </Box>
      </PageContainer>
    </Box>
  );
}
