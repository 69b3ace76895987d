import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ContentApiError, signIn, type ApiSession } from './content-client';
import { ApiErrorAlert } from './studio-messages';
import type { StudioWords } from './studio-words';

interface Props {
  words: StudioWords;
  apiUrl: string;
  /** "start": before anything is loaded; "ended": a session ended while the staff member worked. */
  reason: 'start' | 'ended';
  /** Filled in when known (who signed in last in this tab); asked otherwise. */
  username: string | null;
  onSignedIn: (session: ApiSession) => void;
  /** Only once something was asked of the API: giving up lets that call fail with its own message. */
  onCancel?: () => void;
}

/**
 * Asks an administrator to confirm her password (POST /session, checked by the CRM), once per
 * editing session and again where a session ends: the form stays in place around it, draft and all.
 */
export function SignInPanel({ words, apiUrl, reason, username: known, onSignedIn, onCancel }: Props) {
  const { signIn: text } = words;
  const [username, setUsername] = useState(known ?? '');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ContentApiError | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const usernameField = useRef<HTMLInputElement>(null);

  // Where a session ended under the staff member's hands, the first box to fill takes the focus (and is
  // scrolled to). Not when the dashboard opens: that would pull the page away from its overview.
  useEffect(() => {
    if (reason === 'ended') (known ? passwordField : usernameField).current?.focus();
  }, [reason, known]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      onSignedIn(await signIn(apiUrl, username.trim(), password, words));
    } catch (failure) {
      setSending(false);
      setPassword('');
      setError(failure instanceof ContentApiError ? failure : new ContentApiError(0, 'offline', words.offline, words.offlineHint));
      passwordField.current?.focus();
    }
  };

  const headingId = `studio-sign-in-${reason}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4, p: 3, maxWidth: 560, border: 2, borderColor: 'primary.main', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {reason === 'start' ? text.heading : text.expiredHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{reason === 'start' ? text.text : text.expiredText}</Typography>
      {error ? <ApiErrorAlert error={error} /> : null}
      <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
        <TextField label={text.usernameLabel} value={username} onChange={(event) => setUsername(event.target.value)} inputRef={usernameField} autoComplete="username" />
        <TextField label={text.passwordLabel} type="password" value={password} onChange={(event) => setPassword(event.target.value)} inputRef={passwordField} autoComplete="current-password" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? text.confirming : text.confirm}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{words.cancel}</Button> : null}
        </Box>
      </Box>
    </Box>
  );
}
