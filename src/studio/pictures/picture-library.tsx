import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RefChoice } from '../ref-choices';
import type { StudioWords } from '../studio-words';
import { fill } from '../studio-words';
import { matchesSearch } from './picture-descriptions';
import { StudioPicture } from './studio-picture';

interface Props {
  choices: RefChoice[];
  words: StudioWords['media'];
  /** Where a thumbnail is drawn from: a picture not sent yet is drawn from its own bytes. */
  srcOf: (choice: RefChoice) => string;
  onPick: (choice: RefChoice) => void;
}

/** The site's pictures as thumbnails named by what they show, found by typing words of it. */
export function PictureLibrary({ choices, words, srcOf, onPick }: Props) {
  const [search, setSearch] = useState('');
  const shown = choices.filter((choice) => matchesSearch(search, choice.description, choice.value));
  return (
    <>
      <TextField type="search" label={words.searchLabel} value={search} onChange={(event) => setSearch(event.target.value)} fullWidth sx={{ mb: 1.5 }} />
      {shown.length === 0 ? <Typography role="status">{words.searchNone}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}>
        {shown.map((choice) => (
          <li key={choice.value}>
            <ButtonBase onClick={() => onPick(choice)} sx={{ display: 'grid', width: '100%', textAlign: 'left', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
              <StudioPicture src={srcOf(choice)} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }} />
              {/* A picture no page describes yet is named by its file, the only name it has. */}
              <Typography variant="body2" component="span" sx={{ wordBreak: choice.description ? 'normal' : 'break-all' }}>
                {choice.description ?? choice.label}
              </Typography>
              {choice.width && choice.height ? (
                <Typography variant="caption" component="span">
                  {fill(words.pictureSize, { item: `${choice.width} × ${choice.height}` })}
                </Typography>
              ) : null}
            </ButtonBase>
          </li>
        ))}
      </Box>
    </>
  );
}
