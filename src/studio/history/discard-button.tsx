import { useState } from 'react';
import Button from '@mui/material/Button';
import type { StudioWords } from '../studio-words';
import { ConfirmThrowAway } from './confirm-throw-away';

interface Props {
  words: StudioWords;
  onDiscard: () => void;
}

/** "Discard my changes", asked first: a slip of the finger must not throw away an afternoon's typing. */
export function DiscardButton({ words, onDiscard }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)}>{words.discard}</Button>
      <ConfirmThrowAway
        words={words}
        open={asking}
        text={words.discardConfirmText}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
      />
    </>
  );
}
