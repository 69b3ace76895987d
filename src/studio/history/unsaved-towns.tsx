import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Json } from '../../content/json-values';
import type { DraftStore } from '../drafts';
import type { StudioWords } from '../studio-words';

export interface UnsavedTown {
  path: string;
  name: string;
  data: Json;
}

/**
 * New towns started in this browser and not saved yet: a draft under towns/ that was typed against
 * no saved version (a new file's version is empty) and that the content API does not list.
 * Without this, such a town was found again only by adding a town of the same name.
 */
export function unsavedNewTowns(drafts: DraftStore, listed: string[]): UnsavedTown[] {
  return drafts
    .paths()
    .filter((path) => path.startsWith('towns/') && !listed.includes(path))
    .flatMap((path) => {
      const draft = drafts.read(path);
      if (!draft || draft.baseVersion !== '') return [];
      const name = (draft.data as { name?: unknown } | null)?.name;
      return [{ path, name: typeof name === 'string' && name ? name : path, data: draft.data as Json }];
    });
}

interface Props {
  words: StudioWords;
  towns: UnsavedTown[];
  onOpen: (town: UnsavedTown) => void;
}

/** The unsaved new towns, each a button that opens its form with the draft back in it. */
export function UnsavedTowns({ words, towns, onOpen }: Props) {
  if (towns.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="studio-unsaved-towns" sx={{ mb: 3 }}>
      <Typography id="studio-unsaved-towns" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {words.unsavedTownsHeading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {towns.map((town) => (
          <li key={town.path}>
            <Button onClick={() => onOpen(town)} sx={{ justifyContent: 'flex-start', textAlign: 'left' }}>
              {town.name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
