import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fieldId, placeName, placeOf } from './plain-words/schema-places';
import type { Conflict } from '../content/three-way-merge';
import type { ContentApiError } from './content-client';
import type { Choice } from './resolve-conflicts';
import type { StudioWords } from './studio-words';
import { useFocusOnArrival } from './use-focus-on-arrival';

/** Any other answer of the content API: its title, what to do, and the details it gave. */
export function ApiErrorAlert({ error, takeFocus = false }: { error: ContentApiError; takeFocus?: boolean }) {
  // In the editor a failed save is said at the top of the form, far from the button: it takes the
  // focus there. Where the failure is said beside the field she is in (the password panel), that
  // field keeps the focus.
  const box = useFocusOnArrival<HTMLDivElement>(takeFocus && error);
  return (
    <Alert ref={box} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{error.title}</AlertTitle>
      {error.hint}
      {error.details.length ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {error.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

/**
 * A value as words: text as it is, a list one entry per line, a group as "Label: value" lines with
 * the form's own labels, nothing as a dash. Never the file's notation.
 */
function ValueInWords({ kind, pointer, value, entry }: { kind: string; pointer: string; value: unknown; entry: string }): ReactNode {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value !== 'object') return String(value);
  const parts = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value).filter(([key]) => key !== '$schema');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {parts.map(([key, item]) => {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const name = placeOf(kind, at, undefined, entry).names.at(-1);
        return (
          <li key={key}>
            {Array.isArray(value) && (item === null || typeof item !== 'object') ? null : `${name}: `}
            <ValueInWords kind={kind} pointer={at} value={item} entry={entry} />
          </li>
        );
      })}
    </Box>
  );
}

/**
 * Both values of every field two people changed, side by side, named by the field's label, with the
 * choice of which stays. Neither is chosen for her: the save waits until she has chosen each.
 */
export function ConflictChoices({ words, kind, data, conflicts, choices, onChoose }: { words: StudioWords; kind: string; data: unknown; conflicts: Conflict[]; choices: Record<string, Choice>; onChoose: (pointer: string, choice: Choice) => void }) {
  // A new answer of the API is a new array: choosing a side keeps it, so the focus stays on her choice.
  const box = useFocusOnArrival<HTMLDivElement>(conflicts);
  return (
    <Alert ref={box} tabIndex={-1} severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{words.conflictHeading}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{words.conflictText}</Typography>
      {conflicts.map((conflict) => {
        const choice = choices[conflict.pointer];
        return (
          <Box key={conflict.pointer} id={conflictId(conflict.pointer)} tabIndex={-1} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, p: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {placeName(placeOf(kind, conflict.pointer, data, words.fieldWords.entry))}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(['theirs', 'yours'] as const).map((side) => (
                <Box key={side}>
                  <Typography sx={{ fontWeight: 600 }}>{side === 'theirs' ? words.theirValue : words.yourValue}</Typography>
                  <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>
                    <ValueInWords kind={kind} pointer={conflict.pointer} value={conflict[side]} entry={words.fieldWords.entry} />
                  </Box>
                  <Button size="small" variant={choice === side ? 'contained' : 'outlined'} aria-pressed={choice === side} onClick={() => onChoose(conflict.pointer, side)}>
                    {side === 'theirs' ? words.keepTheirs : words.keepYours}
                  </Button>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Alert>
  );
}

/** The id of a clash's box, for the summary's link to it. */
export const conflictId = (pointer: string) => `clash-${fieldId(pointer)}`;

/** A new town whose address someone else took meanwhile: said at the top of the form, where the focus goes. */
export function TakenNote({ text }: { text: string }) {
  const box = useFocusOnArrival<HTMLDivElement>(text);
  return (
    <Alert ref={box} tabIndex={-1} severity="warning" role="alert" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
