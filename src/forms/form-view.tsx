import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormFile } from '../generated/site-types';
import type { PayloadContext } from './form-payload';
import { fieldError, isVisible } from './form-rules';
import { focusAfterPaint, focusFailure } from './after-paint';
import { FormField } from './form-field';
import { useForm } from './use-form';
import { CallUs } from './call-us';
import { EmailAppInstead } from './email-app-instead';
import { FormButtons } from './form-buttons';
import { ThanksPanel } from './thanks-panel';
import { useSite } from '../app/site-context';

const belowMessage = { mt: 1 } as const;
const onlyWithoutScript = { mt: 2, display: 'none', 'html:not(.js) &': { display: 'block' } } as const;

/** Any form from site/forms: its steps, fields, rules and messages all come from the JSON. */
export function FormView({ form, context, headingLevel = 'h2', heading }: { form: FormFile; context: PayloadContext; headingLevel?: 'h2' | 'h3'; heading?: string }) {
  const { ui } = useSite();
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { values, setValue, step, lastStep, status, next, back, submit, generation, adoptTyped, sentCount } = useForm(form, context, formId);
  const root = useRef<HTMLFormElement>(null);
  // The form is an island: it may wake after the visitor started typing (and pressed NEXT, which the
  // loader answered, or Send, which it held and plays again). Whatever the fields hold now becomes the
  // form's state.
  useEffect(() => {
    if (root.current) adoptTyped(root.current);
  }, [adoptTyped]);
  const current = form.steps[step]!;
  const required = new Set(form.steps.flatMap((s) => s.rules.filter((r) => r.kind === 'required').flatMap((r) => r.fields)));
  const invalid = status.kind === 'invalid' ? status : null;
  // Every step is in the page, the ones not shown hidden, so the loader can move to step 2 before the
  // form's code arrives. A field on several steps (the spam trap) is drawn once, outside them.
  const onSeveralSteps = new Set(form.fields.map((f) => f.name).filter((name) => form.steps.filter((s) => s.fields.includes(name)).length > 1));
  const drawField = (name: string) => {
    const field = form.fields.find((f) => f.name === name)!;
    return (
      <FormField
        key={`${generation}-${name}`}
        field={field}
        formId={formId}
        value={values[name]}
        onChange={setValue}
        required={required.has(name)}
        error={invalid?.fields.includes(name) ? fieldError(form, invalid, name) : undefined}
        hidden={!isVisible(form, name, values)}
      />
    );
  };

  // Focus follows the visitor: to the first invalid field after a failed check, to the heading on a new
  // step. Not on the first render: a state taken over from the loader was already answered there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current || !invalid) return;
    if (root.current) focusFailure(root.current, invalid.fields[0]!);
  }, [invalid]);
  useEffect(() => {
    if (firstRender.current) return;
    focusAfterPaint(() => root.current?.querySelector<HTMLElement>(`[data-step="${step}"] [data-step-heading]`)?.focus());
  }, [step]);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  // After a send the form is back at step 1 and empty; the thank-you panel's heading (or, for a form
  // without one, the success message) takes the focus (after the step heading above, so it wins) so
  // that it is read out and cannot be missed.
  const success = useRef<HTMLDivElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status.kind === 'sent') focusAfterPaint(() => (thanksHeading.current ?? success.current)?.focus());
  }, [status]);
  const startAnother = () => root.current?.querySelector<HTMLElement>('[data-step="0"] input:not([tabindex="-1"]), [data-step="0"] textarea')?.focus();

  const sending = status.kind === 'sending';
  // Back is in the page from the start (hidden on step 1) when any step has one, so it never appears as new markup.
  const backLabel = form.steps.find((s) => s.backLabel)?.backLabel;
  const isLast = step === lastStep;
  return (
    <>
    {form.thanks && sentCount > 0 ? (
      <ThanksPanel ref={thanksHeading} id={`${formId}-thanks`} thanks={form.thanks} headingLevel={headingLevel} onSendAnother={startAnother} />
    ) : null}
    <Box
      component="form"
      ref={root}
      id={formId}
      data-form={form.form}
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
      {/* Above the fields, where she looks after a press (focusFailure brings it into view). In the page
          even while empty, for the loader to fill before the form's code arrives. */}
      <Alert severity="error" hidden={!invalid} data-form-alert sx={{ mb: 2 }}>
        {invalid?.message ?? ''}
      </Alert>
      {form.steps.map((each, index) => (
        <div key={index} data-step={index} hidden={index !== step}>
          {each.heading ? (
            <Typography data-step-heading tabIndex={-1} component="p" sx={{ fontWeight: 600, mb: 2, outline: 'none' }}>
              {each.heading}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{each.fields.filter((name) => !onSeveralSteps.has(name)).map(drawField)}</Box>
        </div>
      ))}
      {[...onSeveralSteps].map(drawField)}
      <Box sx={{ mt: 2 }}>
        {status.kind === 'sent' ? <Alert ref={success} tabIndex={-1} severity="success">{status.message}</Alert> : null}
        {status.kind === 'offline' ? <Alert severity="warning">{status.message}</Alert> : null}
        {status.kind === 'failed' ? (
          <>
            <Alert severity="error">{status.message}</Alert>
            {/* Outside the alert, so the spec's message is announced exactly as written. */}
            <CallUs words={ui.callInstead} sx={belowMessage} place="error" />
            <EmailAppInstead form={form} values={values} subject={heading ?? form.heading ?? ''} sx={belowMessage} />
          </>
        ) : null}
      </Box>
      {/* Without script a press would send nothing (the head script marks <html class="js">), so the
          buttons give way to the phone number. */}
      <CallUs words={ui.formNeedsScript} sx={onlyWithoutScript} />
      <FormButtons
        backLabel={backLabel === undefined ? undefined : (current.backLabel ?? backLabel)}
        backHidden={step === 0}
        onBack={back}
        label={(sending ? form.messages.sending : isLast ? current.submitLabel : current.nextLabel) ?? ''}
        sending={sending}
      />
    </Box>
    </>
  );
}
