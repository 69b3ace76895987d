import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ContentApiError, type ContentClient, type FileHistoryEntry, type OpenedFile } from '../content-client';
import { ApiErrorAlert } from '../studio-messages';
import type { StudioWords } from '../studio-words';
import { changeInWords } from './change-words';
import { ConfirmThrowAway } from './confirm-throw-away';
import { ConfirmUndo } from './confirm-undo';
import { UndoOutcomeNote } from './undo-outcome';
import { useUndo } from './use-undo';

interface Props {
  client: ContentClient;
  path: string;
  /** The item's kind, for naming its fields in what stops an undo. */
  kind: string;
  words: StudioWords;
  /** The file's version now: after a save the list, if open, is read again and shows the new change. */
  version: string | undefined;
  /** An earlier version was opened: the editor puts it in the form as a draft. */
  onRestore: (file: OpenedFile, change: FileHistoryEntry) => void;
  /** The form holds changes not saved yet: going back asks before it replaces them. */
  unsaved: boolean;
  /** A change was undone (saved): the editor shows the item as it is now (`removed`: the undo removed it). */
  onUndone: (removed: boolean) => void;
  /** Whether changes go to review (nothing is written to the item until it is published); null: not known. */
  review?: boolean | null;
}

/**
 * An item's recent changes, behind a button: read from the content API only when she opens them,
 * so opening a file costs no extra request. Each change is one sentence in words, with "Go back
 * to this version" where its text can be opened again.
 */
export function FileHistory({ client, path, kind, words, version, onRestore, unsaved, onUndone, review = null }: Props) {
  const said = words.history;
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState<FileHistoryEntry[] | null>(null);
  const [error, setError] = useState<ContentApiError | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  // A version she chose while the form holds unsaved changes: asked about first.
  const [asking, setAsking] = useState<FileHistoryEntry | null>(null);
  // A failure that is not the API's own answer (the password prompt given up, the network gone).
  const [failed, setFailed] = useState(false);
  const regionId = useId();
  const headingId = useId();
  // An answer for a list asked before a newer one (a save meanwhile) is dropped.
  const asked = useRef(0);
  // Undo saves at once (after she confirms): the list is read again to show it, and the editor shows the item as it is now.
  // Sent for review, an undo changes nothing yet: the item and its list stay as they are.
  const undo = useUndo(client, path, kind, words, review === true, (removed) => {
    if (!removed) load();
    onUndone(removed);
  });

  const load = () => {
    const round = ++asked.current;
    setError(null);
    setFailed(false);
    client.history(path).then(
      (found) => round === asked.current && setChanges(found),
      (reason: unknown) => round === asked.current && failWith(reason),
    );
  };
  useEffect(() => {
    undo.clear(version);
    if (open) load();
    // Read again when it opens, and when a save gave the file a new version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, version, path]);

  const failWith = (reason: unknown) => {
    if (reason instanceof ContentApiError) setError(reason);
    else setFailed(true);
  };
  const goBack = (change: FileHistoryEntry) => {
    if (!change.version) return;
    setOpening(change.version);
    setError(null);
    setFailed(false);
    client.openVersion(path, change.version).then(
      (file) => {
        setOpening(null);
        onRestore(file, change);
      },
      (reason: unknown) => {
        setOpening(null);
        failWith(reason);
      },
    );
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={regionId} onClick={() => {
          undo.clear();
          setOpen(!open);
        }}>
        {open ? said.hide : said.show}
      </Button>
      {open ? (
        <Box component="section" id={regionId} aria-labelledby={headingId} sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {said.heading}
          </Typography>
          <Typography sx={{ mb: 2 }}>{said.text}</Typography>
          {undo.outcome ? <UndoOutcomeNote client={client} outcome={undo.outcome} words={words} onConfirmWarnings={() => undo.outcome?.state === 'warnings' && void undo.send(undo.outcome.change, true)} /> : null}
          {error ? <ApiErrorAlert error={error} /> : null}
          {failed ? <Alert severity="error" role="alert">{said.loadError}</Alert> : null}
          {changes === null && !error && !failed ? <Typography role="status">{said.loading}</Typography> : null}
          {changes?.length === 0 ? <Typography>{said.empty}</Typography> : null}
          {changes?.length ? (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {changes.map((change, index) => (
                <Box component="li" key={`${change.at}-${index}`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, overflowWrap: 'anywhere' }}>
                  <Typography id={`${regionId}-${index}`} sx={{ flex: '1 1 16rem' }}>
                    {changeInWords(change, said)}
                  </Typography>
                  {change.version ? (
                    // Every button says the same; the sentence beside it tells a screen reader which version.
                    <Button size="small" variant="text" aria-describedby={`${regionId}-${index}`} disabled={opening !== null} onClick={() => (unsaved ? setAsking(change) : goBack(change))}>
                      {opening === change.version ? said.goingBack : said.goBack}
                    </Button>
                  ) : null}
                  {change.undo && undo.sent.includes(change.undo) ? (
                    // Its undo waits for review: not sent a second time.
                    <Button size="small" variant="text" aria-describedby={`${regionId}-${index}`} disabled>
                      {said.undoSent}
                    </Button>
                  ) : change.undo ? (
                    <Button size="small" variant="text" aria-describedby={`${regionId}-${index}`} disabled={undo.sending !== null || opening !== null} onClick={() => undo.ask(change)}>
                      {undo.sending === change.undo ? said.undoing : said.undo}
                    </Button>
                  ) : null}
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
      <ConfirmUndo
        words={words}
        change={undo.asking ? changeInWords(undo.asking, said) : null}
        onCancel={() => undo.ask(null)}
        onConfirm={() => undo.asking && void undo.send(undo.asking)}
      />
      <ConfirmThrowAway
        words={words}
        open={asking !== null}
        text={said.replaceConfirmText}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) goBack(asking);
          setAsking(null);
        }}
      />
    </Box>
  );
}
