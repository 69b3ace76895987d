import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { FormFile } from '../generated/site-types';
import { CallUs } from './call-us';

type Thanks = NonNullable<FormFile['thanks']>;

/**
 * After a form has sent: what happens next, the phone, and a way to send another request on purpose.
 * It stays while the page is open (the form below is empty again, as the spec wants), so she never
 * wonders whether the first request went through. Its heading takes the focus (`ref`), so a screen
 * reader reads it at once.
 */
interface Props {
  id: string;
  thanks: Thanks;
  /** The form's own heading level: the panel's heading sits one below it. */
  headingLevel: 'h2' | 'h3';
  onSendAnother: () => void;
}

export const ThanksPanel = forwardRef<HTMLHeadingElement, Props>(function ThanksPanel({ id, thanks, headingLevel, onSendAnother }, headingRef) {
  const Heading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-thanks
      data-place="thank-you"
      sx={{ mb: 3, p: 2.5, borderRadius: 2, border: 2, borderColor: 'success.main', bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <Typography
        ref={headingRef}
        id={id}
        component={Heading}
        variant="h6"
        tabIndex={-1}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'success.main', outlineOffset: 2 } }}
      >
        <CheckCircle aria-hidden="true" sx={{ color: 'success.main' }} />
        {thanks.heading}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {thanks.next.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      <CallUs words={thanks.call} sx={{ mt: 2, fontWeight: 600 }} />
      <Button type="button" variant="outlined" onClick={onSendAnother} sx={{ mt: 2, minHeight: 44 }}>
        {thanks.sendAnother}
      </Button>
    </Box>
  );
});
