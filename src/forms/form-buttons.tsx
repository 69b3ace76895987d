import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props {
  /** Back's words, when any step of the form has a Back; undefined draws no Back at all. */
  backLabel?: string;
  /** Back is in the page from the start and hidden on the first step, so it never appears as new markup. */
  backHidden: boolean;
  onBack: () => void;
  /** NEXT, the send's words, or "Sending…" while a send is on its way. */
  label: string;
  sending: boolean;
}

const row = { display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', 'html:not(.js) &': { display: 'none' } } as const;
const spinnerOnlyWhileSending = { '&:not([aria-busy="true"]) > .MuiButton-startIcon': { display: 'none' } } as const;

/**
 * The form's buttons, memoised: a NEXT that only marks fields leaves them as they were, and on a slow
 * phone every MUI part drawn again is time before the message shows. The spinner is in the page from
 * the start, hidden until a send: drawn only then, its styles and animation were new to the page at the
 * press, and "Sending…" showed about 60 ms later on the benchmark's phone profile.
 */
export const FormButtons = memo(function FormButtons({ backLabel, backHidden, onBack, label, sending }: Props) {
  return (
    <Box sx={row}>
      {backLabel !== undefined ? (
        <Button type="button" variant="outlined" onClick={onBack} disabled={sending} hidden={backHidden} data-form-back>
          {backLabel}
        </Button>
      ) : null}
      <Button
        type="submit"
        data-form-submit
        variant="contained"
        disabled={sending}
        aria-busy={sending}
        startIcon={<CircularProgress size={18} color="inherit" aria-hidden="true" />}
        sx={spinnerOnlyWhileSending}
      >
        {/* Its own element: the page's loader changes these words before the form's code arrives
            (early-form.ts) and must leave the spinner beside them as it is, or the form's first render
            would not match the page and React would draw the whole form again. */}
        <span data-form-submit-label>{label}</span>
      </Button>
    </Box>
  );
});
