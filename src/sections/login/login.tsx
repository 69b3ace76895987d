import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSite } from '../../app/site-context';
import { useSession } from '../../app/session/session';
import { askHeadingFocus } from '../../app/heading-focus';
import { ADMIN_LANDING } from '../../app/session/session-store';
import { PageContainer } from '../../components/page-container';
import { openPageInPlace } from '../../islands/island-events';
import type { SectionOf } from '../section-types';
import { requestLogin } from './login-request';
import { SignedIn } from './signed-in';

/**
 * The staff login form (spec sections 3, 4 and 8): no client-side checks, one request at a time.
 * An administrator's dashboard opens in place, its address replacing this one (the page's loader
 * does it, island-events.ts): a session kept only in memory (storage blocked) survives the step.
 */
export default function Login({ section }: { section: SectionOf<'login'> }) {
  const { integrations } = useSite();
  const session = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in the same frame both see the state of the last render.
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const data = new FormData(event.currentTarget);
    const credentials = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') };
    const result = await requestLogin(integrations.crm.apiHost, credentials).catch(() => ({ ok: false, reason: 'server' }) as const);
    if (result.ok) {
      const landing = session.login(result.answer);
      // The button stays busy until the next page stands in this one's place.
      if (landing === ADMIN_LANDING && openPageInPlace(landing)) return;
      askHeadingFocus();
      window.location.replace(landing);
      return;
    }
    inFlight.current = false;
    setSubmitting(false);
    setError(result.reason === 'invalid' ? section.messages.invalid : section.messages.serverError);
  }

  // Not while this very form is signing in: its button stays busy until the next page arrives.
  const signedIn = session.status === 'loggedIn' && !submitting ? session : null;

  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 6, md: 10 }, bgcolor: 'brand.level2' }}>
      <PageContainer>
        <Paper elevation={2} sx={{ maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, color: 'brand.heading', mb: 1.5 }}>
            {section.heading}
          </Typography>
          {/* Someone already signed in (known once the island is awake) sees who, not an empty form. */}
          {signedIn ? (
            <SignedIn words={section.signedIn} userId={signedIn.userId} isAdmin={signedIn.isAdmin} onLogout={() => session.logout()} />
          ) : (
            <>
              {section.text ? <Typography sx={{ mb: 2 }}>{section.text}</Typography> : null}
              {/* method="post" keeps the credentials out of any URL, whatever happens before React loads. */}
              <Box component="form" method="post" noValidate onSubmit={submit} aria-busy={submitting}>
                <TextField
                  name="username"
                  label={section.usernameLabel}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  fullWidth
                  margin="normal"
                  disabled={submitting}
                />
                <TextField
                  name="password"
                  type="password"
                  label={section.passwordLabel}
                  autoComplete="current-password"
                  fullWidth
                  margin="normal"
                  disabled={submitting}
                />
                <Box role="alert" sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                  {error ? (
                    <Alert severity="error" role="none">
                      {error}
                    </Alert>
                  ) : null}
                </Box>
                <Button
                  type="submit"
                  variant="contained"
                  fullWidth
                  size="large"
                  disabled={submitting}
                  startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                  sx={{ mt: 2 }}
                >
                  {submitting ? section.submittingLabel : section.submitLabel}
                </Button>
              </Box>
            </>
          )}
          {section.help ? (
            <Typography variant="body2" sx={{ mt: 3 }}>
              {section.help}
            </Typography>
          ) : null}
        </Paper>
      </PageContainer>
    </Box>
  );
}
