import { useCallback, useRef, useState } from 'react';
import type { FormFile } from '../generated/site-types';
import { useSite } from '../app/site-context';
import { clearSentDraft } from './form-draft';
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

  // The latest values, for a press that arrives before React has re-rendered (see adoptTyped).
  const latest = useRef(values);
  latest.current = values;

  /**
   * Takes over what the fields hold now and returns the form's values with them: text typed into the
   * prerendered form before the island woke, read again at each press (the fields are uncontrolled, so
   * they are the truth; a press played back right after waking comes before any re-render).
   */
  const adoptTyped = useCallback((form: HTMLFormElement): FormValues => {
    const typed: FormValues = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name) continue;
      if (element.type === 'checkbox') {
        if (element.checked) typed[element.name] = [...((typed[element.name] as string[] | undefined) ?? []), element.value];
      } else if (element.value) {
        typed[element.name] = element.value;
      }
    }
    if (Object.keys(typed).length === 0) return latest.current;
    const merged = { ...latest.current, ...typed };
    latest.current = merged;
    setValues(merged);
    return merged;
  }, []);

  const setValue = useCallback((name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The success message stays until the visitor starts a new request by typing again.
    setStatus((current) => (current.kind === 'sent' ? { kind: 'editing' } : current));
  }, []);

  /** Checks the current step; on success clears the form-level message. */
  const validate = (current: FormValues) => {
    const failure = checkStep(form, step, current);
    if (failure) {
      setStatus({ kind: 'invalid', ...failure });
      return false;
    }
    setStatus({ kind: 'editing' });
    return true;
  };

  const next = (current: FormValues = values) => {
    if (validate(current)) setStep((s) => Math.min(s + 1, lastStep));
  };
  const back = () => {
    setStatus({ kind: 'editing' });
    setStep((s) => Math.max(s - 1, 0));
  };

  const submit = async (current: FormValues = values) => {
    // A double click must not send twice.
    if (inFlight.current || !validate(current)) return;
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      await sendEmail(integrations.emailjs, form.delivery.template, buildPayload(form, current, context));
      clearSentDraft(form.form);
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
