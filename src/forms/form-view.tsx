import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FormFile } from '../generated/site-types';
import type { PayloadContext } from './form-payload';
import { isVisible } from './form-rules';
import { FormField } from './form-field';
import { useForm } from './use-form';
import { CallUs } from './call-us';
import { useSite } from '../app/site-context';

/** Any form from site/forms: its steps, fields, rules and messages all come from the JSON. */
export function FormView({ form, context, headingLevel = 'h2', heading }: { form: FormFile; context: PayloadContext; headingLevel?: 'h2' | 'h3'; heading?: string }) {
  const { ui } = useSite();
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { values, setValue, step, lastStep, status, next, back, submit, generation, adoptTyped } = useForm(form, context);
  const root = useRef<HTMLFormElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // The form is an island: it may wake after the visitor started typing (and even pressed a button,
  // which the loader holds and plays again). Whatever the fields hold now becomes the form's state.
  useEffect(() => {
    if (root.current) adoptTyped(root.current);
  }, [adoptTyped]);
  const current = form.steps[step]!;
  const required = new Set(form.steps.flatMap((s) => s.rules.filter((r) => r.kind === 'required').flatMap((r) => r.fields)));
  const invalid = status.kind === 'invalid' ? status : null;

  // Focus follows the visitor: to the first invalid field after a failed check, to the heading on a new step.
  useEffect(() => {
    if (!invalid) return;
    root.current?.querySelector<HTMLElement>(`[name="${invalid.fields[0]}"]`)?.focus();
  }, [invalid]);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);
  // After a send the form is back at step 1 and empty; the success message takes the focus (after the
  // step heading above, so it wins) so that it is read out and cannot be missed.
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.kind === 'sent') success.current?.focus();
  }, [status]);

  const sending = status.kind === 'sending';
  const isLast = step === lastStep;
  return (
    <Box
      component="form"
      ref={root}
      // Never a GET: without script nothing typed may end up in an address (see themeModeScript).
      method="post"
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const current = adoptTyped(event.currentTarget);
        if (isLast) void submit(current);
        else next(current);
      }}
      sx={{ position: 'relative' }}
    >
      <Typography id={`${formId}-title`} variant="h3" component={headingLevel} sx={{ mb: 1 }}>
        {heading ?? form.heading}
      </Typography>
      {form.intro ? <Typography sx={{ mb: 2 }}>{form.intro}</Typography> : null}
      {current.heading ? (
        <Typography ref={stepHeading} tabIndex={-1} component="p" sx={{ fontWeight: 600, mb: 2, outline: 'none' }}>
          {current.heading}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {current.fields.map((name) => {
          const field = form.fields.find((f) => f.name === name)!;
          if (!isVisible(form, name, values)) return null;
          return (
            <FormField
              key={`${generation}-${name}`}
              field={field}
              formId={formId}
              values={values}
              onChange={setValue}
              required={required.has(name)}
              error={invalid?.fields.includes(name) ? invalid.message : undefined}
            />
          );
        })}
      </Box>
      <Box sx={{ mt: 2 }}>
        {invalid ? <Alert severity="error">{invalid.message}</Alert> : null}
        {status.kind === 'sent' ? <Alert ref={success} tabIndex={-1} severity="success">{status.message}</Alert> : null}
        {status.kind === 'offline' ? <Alert severity="warning">{status.message}</Alert> : null}
        {status.kind === 'failed' ? (
          <>
            <Alert severity="error">{status.message}</Alert>
            {/* Outside the alert, so the spec's message is announced exactly as written. */}
            <CallUs words={ui.callInstead} sx={{ mt: 1 }} />
          </>
        ) : null}
      </Box>
      {/* Without script a press would send nothing (the head script marks <html class="js">), so the
          buttons give way to the phone number. */}
      <CallUs words={ui.formNeedsScript} sx={{ mt: 2, display: 'none', 'html:not(.js) &': { display: 'block' } }} />
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', 'html:not(.js) &': { display: 'none' } }}>
        {step > 0 ? (
          <Button type="button" variant="outlined" onClick={back} disabled={sending}>
            {current.backLabel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={sending} aria-busy={sending} startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}>
          {sending ? form.messages.sending : isLast ? current.submitLabel : current.nextLabel}
        </Button>
      </Box>
    </Box>
  );
}
