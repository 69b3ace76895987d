import Box from '@mui/material/Box';
import { usePageView } from '../app/site-context';
import { TrustStrip } from '../components/trust-strip';

/**
 * The trust strip under a page form whose file asks for it (the quote form): static HTML beside the
 * form's island, so it costs the form's code nothing.
 */
export function FormTrust({ name }: { name: string }) {
  const form = usePageView().forms[name];
  if (!form?.trust) return null;
  return (
    <Box sx={{ mt: 2.5, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <TrustStrip compact />
    </Box>
  );
}
