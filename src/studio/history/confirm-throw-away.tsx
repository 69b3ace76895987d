import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StudioWords } from '../studio-words';

interface Props {
  words: StudioWords;
  open: boolean;
  /** What will be lost and what happens instead. */
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Throw away your changes?", asked before anything replaces what she typed and has not saved
 * (Discard, going back to an earlier version). It opens with the safe answer focused; closing it
 * (Escape, Cancel) keeps everything, and MUI's dialog gives the focus back to the button pressed.
 */
export function ConfirmThrowAway({ words, open, text, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{words.discardConfirmHeading}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {words.discardConfirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
