import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StudioWords } from '../studio-words';
import { fill } from '../studio-words';
import { StudioPicture } from './studio-picture';

interface Props {
  src: string;
  width?: number | null;
  height?: number | null;
  words: StudioWords['media'];
  /** The help under the description: a new picture's also names its file. */
  help: string;
  onUse: (alt: string) => void;
}

/**
 * A picture about to be used, and what it shows: always asked, never carried over, because the
 * same picture can say something else in another place (and an empty alt would hide it from people
 * who cannot see it).
 */
export function DescribePicture({ src, width, height, words, help, onUse }: Props) {
  const [alt, setAlt] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <StudioPicture src={src} sx={{ width: 160, borderRadius: 1 }} />
      <Box sx={{ flex: 1, minWidth: 240, display: 'grid', gap: 1 }}>
        {width && height ? <Typography variant="caption">{fill(words.pictureSize, { item: `${width} × ${height}` })}</Typography> : null}
        <TextField label={words.altLabel} helperText={help} value={alt} required multiline autoFocus onChange={(event) => setAlt(event.target.value)} />
        <Button variant="contained" disabled={alt.trim() === ''} onClick={() => onUse(alt.trim())} sx={{ justifySelf: 'start' }}>
          {words.usePicture}
        </Button>
      </Box>
    </Box>
  );
}
