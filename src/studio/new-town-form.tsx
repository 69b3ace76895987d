import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { counties, slugify, type NewTown } from '../content/scaffold-town';
import { fill, type StudioWords } from './studio-words';

interface Props {
  words: StudioWords;
  /** Paths of the town files that exist, to refuse a second town at the same address. */
  existing: string[];
  /** Prefilled from the town being duplicated. */
  start?: Partial<NewTown>;
  onStart: (town: NewTown) => void;
  onCancel: () => void;
}

/** The few facts that start a town (what `npm run new-town` asks); its words are written in the form that opens next. */
export function NewTownForm({ words, existing, start, onStart, onCancel }: Props) {
  const [name, setName] = useState(start?.name ?? '');
  const [county, setCounty] = useState<NewTown['county']>(start?.county ?? counties[0]!);
  const [menu, setMenu] = useState(start?.menu ?? false);
  const [lat, setLat] = useState(start?.lat?.toString() ?? '');
  const [lng, setLng] = useState(start?.lng?.toString() ?? '');
  const path = `towns/${slugify(name)}.json`;
  const taken = slugify(name) !== '' && existing.includes(path);
  const number = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

  return (
    <Box
      component="form"
      aria-labelledby="new-town-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!taken && slugify(name)) onStart({ name: name.trim(), county, menu, lat: number(lat), lng: number(lng) });
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 560, mb: 4 }}
    >
      <Typography id="new-town-heading" variant="h2">
        {words.newTownHeading}
      </Typography>
      <Typography>{words.newTownText}</Typography>
      <TextField label={words.townName} value={name} required onChange={(event) => setName(event.target.value)} error={taken} helperText={taken ? fill(words.townExists, { item: `/${slugify(name)}` }) : ' '} />
      <TextField select label={words.townCounty} value={county} onChange={(event) => setCounty(event.target.value as NewTown['county'])}>
        {counties.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField label={words.townLat} value={lat} inputMode="decimal" onChange={(event) => setLat(event.target.value)} />
        <TextField label={words.townLng} value={lng} inputMode="decimal" onChange={(event) => setLng(event.target.value)} />
      </Box>
      <FormControlLabel control={<Checkbox checked={menu} onChange={(event) => setMenu(event.target.checked)} />} label={words.townInMenu} />
      {taken ? <Alert severity="warning">{fill(words.townExists, { item: `/${slugify(name)}` })}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={taken || slugify(name) === ''}>
          {words.startTown}
        </Button>
        <Button onClick={onCancel}>{words.cancel}</Button>
      </Box>
    </Box>
  );
}
