import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ContentClient } from '../content-client';
import { SiteUpdateNote } from '../site-update/site-update-note';
import { ApiErrorAlert } from '../studio-messages';
import type { StudioWords } from '../studio-words';
import { useFocusOnArrival } from '../use-focus-on-arrival';
import { savedWords } from '../use-review';
import type { UndoOutcome } from './use-undo';

/** An undo's result in the history panel, where she pressed the button: saved, or why not, in plain words. */
export function UndoOutcomeNote({ client, outcome, words, onConfirmWarnings }: { client: ContentClient; outcome: UndoOutcome; words: StudioWords; onConfirmWarnings: () => void }) {
  // Each answer is a new object: the focus moves to it once, so she hears what happened.
  const box = useFocusOnArrival<HTMLDivElement>(outcome.state === 'error' ? null : outcome);
  if (outcome.state === 'error') return <ApiErrorAlert error={outcome.error} takeFocus />;
  // Where the site updates itself after a save (npm start), the undo is followed until it is live, as a save is.
  if (outcome.state === 'saved' && outcome.siteUpdate) {
    return (
      <Box ref={box} tabIndex={-1} sx={{ mb: 2 }}>
        <SiteUpdateNote client={client} ticket={outcome.siteUpdate} words={words.siteUpdate} files={undefined} saved={undefined} />
      </Box>
    );
  }
  if (outcome.state === 'saved') {
    return (
      <Alert ref={box} tabIndex={-1} severity="success" role="status" sx={{ mb: 2 }}>
        {savedWords(words, outcome.review)}
      </Alert>
    );
  }
  if (outcome.state === 'clash') {
    return (
      <Alert ref={box} tabIndex={-1} severity="warning" role="alert" sx={{ mb: 2 }}>
        {words.history.undoClash}
      </Alert>
    );
  }
  const warnings = outcome.state === 'warnings';
  return (
    <Alert ref={box} tabIndex={-1} severity={warnings ? 'warning' : 'error'} role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{warnings ? words.warningsHeading : words.history.undoProblemsHeading}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {outcome.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      {warnings ? (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={onConfirmWarnings}>
          {words.confirmWarnings}
        </Button>
      ) : null}
    </Alert>
  );
}
