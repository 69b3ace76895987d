import { useCallback, useRef, useState } from 'react';
import type { FormFile } from '../generated/site-types';
import { useSite } from '../app/site-context';
import { buildPayload, type PayloadContext } from './form-payload';
import { checkStep, emptyValues, type FormValues } from './form-rules';
import { sendEmail } from './send-email';

export type FormStatus =
  | { kind: 'editing' }
  | { kind: 'invalid'; message: string; fields: string[] }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

/** The state of one form: values, the current step, and what happened on the last NEXT or send. */
export function useForm(form: FormFile, context: PayloadContext) {
  const { integrations } = useSite();
  const [values, setValues] = useState<FormValues>(() => emptyValues(form));
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const inFlight = useRef(false);
  const lastStep = form.steps.length - 1;

  // Fields remount empty after a successful send (a new generation); uncontrolled fields need that.
  const [generation, setGeneration] = useState(0);

  /** Takes over what the fields already hold: text typed into the prerendered form before hydration. */
  const adoptTyped = useCallback((form: HTMLFormElement) => {
    const typed: FormValues = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name) continue;
      if (element.type === 'checkbox') {
        if (element.checked) typed[element.name] = [...((typed[element.name] as string[] | undefined) ?? []), element.value];
      } else if (element.value) {
        typed[element.name] = element.value;
      }
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const setValue = useCallback((name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Checks the current step; on success clears the form-level message. */
  const validate = () => {
    const failure = checkStep(form, step, values);
    if (failure) {
      setStatus({ kind: 'invalid', ...failure });
      return false;
    }
    setStatus({ kind: 'editing' });
    return true;
  };

  const next = () => {
    if (validate()) setStep((s) => Math.min(s + 1, lastStep));
  };
  const back = () => {
    setStatus({ kind: 'editing' });
    setStep((s) => Math.max(s - 1, 0));
  };

  const submit = async () => {
    // A double click must not send twice.
    if (inFlight.current || !validate()) return;
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      await sendEmail(integrations.emailjs, form.delivery.template, buildPayload(form, values, context));
      setValues(emptyValues(form));
      setGeneration((g) => g + 1);
      setStep(0);
      setStatus({ kind: 'sent', message: form.messages.success });
    } catch {
      // Values stay as typed, so nothing is lost; the visitor can simply try again.
      setStatus({ kind: 'failed', message: form.messages.failure });
    } finally {
      inFlight.current = false;
    }
  };

  return { values, setValue, step, lastStep, status, next, back, submit, generation, adoptTyped };
}
