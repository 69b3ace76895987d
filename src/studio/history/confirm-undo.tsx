import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { fill, type StudioWords } from '../studio-words';

interface Props {
  words: StudioWords;
  /** The change in words ("Changed by maria · Nov 27, 2:02 PM · Phone number updated"), or null when closed. */
  change: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Undo this change?": says what will happen before anything is saved. It opens with the safe
 * answer focused; closing it (Escape, Cancel) changes nothing.
 */
export function ConfirmUndo({ words, change, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  const said = words.history;
  return (
    <Dialog open={change !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{said.undoConfirmHeading}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{fill(said.undoConfirmText, { item: change ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {said.undoConfirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
