import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

/** The version now in the form, in words (restoreInWords in change-words.ts). */
export type Restored = { note: string };

/**
 * Said at the top of the form once an earlier version is in it, and the focus moves here, so she
 * reads first that nothing is live yet and what Submit and Discard each do. A new version chosen
 * moves the focus again.
 */
export function RestoredNote({ restored }: { restored: Restored }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), [restored]);
  return (
    <Alert ref={note} tabIndex={-1} severity="info" role="status" sx={{ mb: 2 }}>
      {restored.note}
    </Alert>
  );
}
