import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSite } from '../app/site-context';
import { PageContainer } from './page-container';

/** The friendly page shown when a route cannot render; its words come from site.json "ui". */
export function ErrorPanel({ kind }: { kind: 'chunk' | 'render' }) {
  const { ui, business } = useSite();
  return (
    <PageContainer sx={{ py: 10, textAlign: 'center' }}>
      <div role="alert">
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {ui.errorTitle}
        </Typography>
        <Typography sx={{ mb: 1 }}>{kind === 'chunk' ? ui.chunkErrorText : ui.errorText}</Typography>
        <Typography variant="body2" sx={{ mb: 3 }}>
          {ui.fallbackError} · {business.phone}
        </Typography>
      </div>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {ui.reload}
      </Button>
    </PageContainer>
  );
}
