import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Conflict } from '../content/three-way-merge';
import type { ContentApiError, Problem } from './content-client';
import type { Choice } from './resolve-conflicts';
import type { StudioWords } from './studio-words';

/** The validator's problems, each with its file, place and fix, as `npm run validate` prints them. */
export function ProblemList({ heading, problems, severity }: { heading: string; problems: Problem[]; severity: 'error' | 'warning' }) {
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{heading}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem, index) => (
          <li key={`${problem.file}${problem.pointer}${index}`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {problem.file}
              {problem.line ? `:${problem.line}` : ''} {problem.pointer || ''}
            </Typography>{' '}
            {problem.message} {problem.suggestion ?? ''} {problem.hint ? <em>{problem.hint}</em> : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Any other answer of the content API: its title, what to do, and the details it gave. */
export function ApiErrorAlert({ error }: { error: ContentApiError }) {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
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

const shown = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

/** Both values of every place two people changed, side by side, with the choice of which stays. */
export function ConflictChoices({ words, conflicts, choices, onChoose }: { words: StudioWords; conflicts: Conflict[]; choices: Record<string, Choice>; onChoose: (pointer: string, choice: Choice) => void }) {
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{words.conflictHeading}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{words.conflictText}</Typography>
      {conflicts.map((conflict) => {
        const choice = choices[conflict.pointer] ?? 'theirs';
        return (
          <Box key={conflict.pointer} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, p: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
              {conflict.pointer || '/'}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {(['theirs', 'yours'] as const).map((side) => (
                <Box key={side}>
                  <Typography sx={{ fontWeight: 600 }}>{side === 'theirs' ? words.theirValue : words.yourValue}</Typography>
                  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, mb: 1 }}>
                    {shown(conflict[side])}
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
