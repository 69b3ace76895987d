import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ContentApiError, type ContentClient, type SubmittedChange } from './content-client';
import { ApiErrorAlert } from './studio-messages';
import { fill, type StudioWords } from './studio-words';
import { liveTime } from './live-time';

/** While a change is being published, the list looks again this often (only while the tab is shown). */
export const REFRESH_MS = 15_000;

/** A change's state in the studio's words; a live change says since when. */
function stateInWords(words: StudioWords, change: SubmittedChange): string {
  if (change.state === 'live') return change.liveSince ? fill(words.stateLive, { time: liveTime(change.liveSince) }) : words.stateLiveEarlier;
  return {
    'waiting-for-review': words.stateWaiting,
    'checks-running': words.stateChecksRunning,
    'checks-failed': words.stateChecksFailed,
    published: words.statePublished,
    publishing: words.statePublishing,
    'publish-failed': words.statePublishFailed,
    closed: words.stateClosed,
    unknown: words.stateUnknown,
  }[change.state];
}

const chipColour = (state: SubmittedChange['state']) =>
  state === 'checks-failed' || state === 'publish-failed' ? 'error' : state === 'live' || state === 'published' ? 'success' : state === 'publishing' ? 'info' : 'default';

/** The submitted changes and their state, with "Publish" on those that passed their checks. */
export function SubmittedChangeList({ words, changes, busy, onPublish }: { words: StudioWords; changes: SubmittedChange[]; busy: number | null; onPublish: (number: number) => void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {changes.map((change) => (
        <Box component="li" key={change.number} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{change.summary || change.title}</Typography>
            <Chip size="small" label={stateInWords(words, change)} color={chipColour(change.state)} />
          </Box>
          {change.state === 'publish-failed' ? <Typography sx={{ fontSize: '0.9rem', mt: 0.5 }}>{words.publishFailedText}</Typography> : null}
          {change.author ? <Typography sx={{ fontSize: '0.9rem' }}>{fill(words.submittedBy, { item: change.author })}</Typography> : null}
          {change.failedChecks.length ? (
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
              {change.failedChecks.map((check) => (
                <li key={check.name}>
                  <strong>{check.title ?? check.name}</strong> {check.summary ?? ''}
                </li>
              ))}
            </Box>
          ) : null}
          {change.state === 'waiting-for-review' ? (
            <Button variant="contained" size="small" sx={{ mt: 1 }} disabled={busy !== null} onClick={() => onPublish(change.number)}>
              {busy === change.number ? words.publishing : words.publish}
            </Button>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/** The list as the studio shows it: loaded from the content API; absent where saves go live at once. */
export function SubmittedChanges({ words, client }: { words: StudioWords; client: ContentClient }) {
  const [changes, setChanges] = useState<SubmittedChange[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<ContentApiError | null>(null);
  const [published, setPublished] = useState(false);
  // Bumped after every look at the list, so a refresh that failed is tried again at the next turn.
  const [looked, setLooked] = useState(0);
  const load = () => client.changes().then(setChanges, (reason: unknown) => setError(reason instanceof ContentApiError ? reason : null));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  const publishing = changes?.some((change) => change.state === 'publishing') ?? false;
  // While a change is being published, look again now and then, so "Live since …" appears by itself;
  // never while the tab is hidden (one look when it is shown again), and not once nothing is publishing.
  useEffect(() => {
    if (!publishing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A refresh that fails keeps the list as it was; the next turn asks again.
    const refresh = () => client.changes().then((next) => setChanges(next), () => {}).finally(() => setLooked((n) => n + 1));
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') void refresh();
    };
    if (document.visibilityState === 'visible') timer = setTimeout(() => void refresh(), REFRESH_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, publishing, changes, looked]);
  if (!changes?.length && !error) return null;
  return (
    <Box component="section" aria-labelledby="studio-changes" sx={{ mb: 5 }}>
      <Typography id="studio-changes" variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {words.changesHeading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{words.changesText}</Typography>
      {error ? <ApiErrorAlert error={error} /> : null}
      {published ? <Alert severity="success" role="status" sx={{ mb: 2 }}>{words.publishedMessage}</Alert> : null}
      {changes ? (
        <SubmittedChangeList
          words={words}
          changes={changes}
          busy={busy}
          onPublish={(number) => {
            setBusy(number);
            setError(null);
            client.publish(number).then(
              () => {
                setPublished(true);
                setBusy(null);
                void load();
              },
              (reason: unknown) => {
                setBusy(null);
                setError(reason instanceof ContentApiError ? reason : null);
              },
            );
          }}
        />
      ) : null}
    </Box>
  );
}
