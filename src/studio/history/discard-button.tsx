import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StudioWords } from '../studio-words';

interface Props {
  words: StudioWords;
  onDiscard: () => void;
}

/**
 * "Discard my changes", asked first: a slip of the finger must not throw away an afternoon's
 * typing. The question opens with the safe answer focused; closing it (Escape, Cancel) keeps
 * everything, and MUI's dialog gives the focus back to the button.
 */
export function DiscardButton({ words, onDiscard }: Props) {
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Button onClick={() => setAsking(true)}>{words.discard}</Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{words.discardConfirmHeading}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{words.discardConfirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setAsking(false)}>
            {words.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onDiscard();
            }}
          >
            {words.discardConfirmYes}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
