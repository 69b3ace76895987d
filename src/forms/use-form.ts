import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormFile } from '../generated/site-types';
import { useSite } from '../app/site-context';
import { clearSentDraft } from './form-draft';
import { buildPayload, type PayloadContext } from './form-payload';
import { earlyFormState, forgetEarlyFormState } from './form-handoff';
import { checkStep, emptyValues, type FormValues, type RuleFailure } from './form-rules';
import { readFormValues } from './form-values';
import { countEvent, sentEventOf, townOrNone } from '../analytics/field-events';
import { sendEmail, SendTimeoutError } from './send-email';
import { OfflineError, sendUnlessOffline, useWaitingSend } from './offline-send';

export type FormStatus =
  | { kind: 'editing' }
  | ({ kind: 'invalid' } & RuleFailure)
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'offline'; message: string };

/**
 * The state of one form: values, the current step, and what happened on the last NEXT or send. It
 * starts where the page's loader left the form (src/browser/early-form.ts), if the visitor pressed
 * NEXT before the form's code arrived, so that its first render matches the page.
 */
export function useForm(form: FormFile, context: PayloadContext, formId: string) {
  const { integrations, ui } = useSite();
  const [early] = useState(() => earlyFormState(formId));
  const [values, setValues] = useState<FormValues>(() => {
    // Only in the browser, when the loader answered a press: the page's fields are the truth then.
    const page = early ? (document.getElementById(formId) as HTMLFormElement | null) : null;
    return page ? { ...emptyValues(form), ...readFormValues(page) } : emptyValues(form);
  });
  const [step, setStep] = useState(early?.step ?? 0);
  const [status, setStatus] = useState<FormStatus>(early?.invalid ? { kind: 'invalid', ...early.invalid } : { kind: 'editing' });
  useEffect(() => {
    forgetEarlyFormState(formId);
  }, [formId]);
  const inFlight = useRef(false);
  const waiting = useWaitingSend();
  const lastStep = form.steps.length - 1;

  // Fields remount empty after a successful send (a new generation); uncontrolled fields need that.
  const [generation, setGeneration] = useState(0);
  // How many sends went through while the page has been open: the thank-you panel stays from the first.
  const [sentCount, setSentCount] = useState(0);

  // The latest values, for a press that arrives before React has re-rendered (see adoptTyped).
  const latest = useRef(values);
  latest.current = values;

  /**
   * Takes over what the fields hold now and returns the form's values with them: text typed into the
   * prerendered form before the island woke, read again at each press (the fields are uncontrolled, so
   * they are the truth; a press played back right after waking comes before any re-render).
   */
  const adoptTyped = useCallback((form: HTMLFormElement): FormValues => {
    const typed = Object.fromEntries(Object.entries(readFormValues(form)).filter(([, value]) => value.length > 0));
    if (Object.keys(typed).length === 0) return latest.current;
    const merged = { ...latest.current, ...typed };
    latest.current = merged;
    setValues(merged);
    return merged;
  }, []);

  const setValue = useCallback(
    (name: string, value: string | string[]) => {
      setValues((current) => ({ ...current, [name]: value }));
      // The success message stays until the visitor starts a new request by typing again. A send
      // waiting for the connection is called off by an edit: what goes is what she sends next, checked.
      waiting.cancel();
      setStatus((current) => (current.kind === 'sent' || current.kind === 'offline' ? { kind: 'editing' } : current));
    },
    [waiting],
  );

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
    if (!validate(current)) return;
    // Where the quote form loses people (decision 029): the town only, never what was typed.
    if (step === 0 && lastStep > 0) countEvent('Quote step 2', { town: townOrNone(context.location) });
    setStep((s) => Math.min(s + 1, lastStep));
  };
  // Kept the same between renders, so the memoised buttons are not drawn again for it.
  const back = useCallback(() => {
    waiting.cancel();
    setStatus({ kind: 'editing' });
    setStep((s) => Math.max(s - 1, 0));
  }, [waiting]);

  const submit = async (current: FormValues = values) => {
    // A double click must not send twice.
    if (inFlight.current || !validate(current)) return;
    inFlight.current = true;
    waiting.cancel(); // a press while a send waits for the connection replaces it
    setStatus({ kind: 'sending' });
    try {
      await sendUnlessOffline(() => sendEmail(integrations.emailjs, form.delivery.template, buildPayload(form, current, context)));
      clearSentDraft(form.form);
      setValues(emptyValues(form));
      setGeneration((g) => g + 1);
      setStep(0);
      setStatus({ kind: 'sent', message: form.messages.success });
      setSentCount((count) => count + 1);
      countEvent(sentEventOf(form.form), { town: townOrNone(context.location), page: window.location.pathname });
    } catch (error) {
      countEvent('Send failed', { form: form.form, town: townOrNone(context.location), reason: error instanceof OfflineError ? 'offline' : error instanceof SendTimeoutError ? 'timeout' : 'refused' });
      if (error instanceof OfflineError) {
        // It never left the device: sent by itself, once, with what the form holds when the connection returns.
        setStatus({ kind: 'offline', message: ui.sendOffline });
        waiting.wait(() => void submit(latest.current));
      } else {
        // Values stay as typed, so nothing is lost; the visitor can simply try again.
        setStatus({ kind: 'failed', message: form.messages.failure });
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { values, setValue, step, lastStep, status, next, back, submit, generation, adoptTyped, sentCount };
}
