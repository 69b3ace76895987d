import type { FormFile } from '../generated/site-types';
import { countEvent, townOrNone } from '../analytics/field-events';
import { focusAfterPaint, focusFailure } from '../forms/after-paint';
import { setEarlyFormState, type EarlyFormState } from '../forms/form-handoff';
import { checkStep, fieldError, isVisible, type RuleFailure } from '../forms/form-rules';
import { readFormValues } from '../forms/form-values';
import type { PageData } from '../islands/page-data';

/**
 * Answers a prerendered page form before its code has arrived, with the form's own rules (pure data
 * in the page): NEXT or Send on a step that fails shows the spec's message where the form shows it and
 * marks the fields; NEXT on a valid step moves on; Back moves back; ticking "Other" shows its text.
 * It changes only what the form's first render will show for the same state (form-view.tsx keeps every
 * step, message and Back in the page), and hands that state over (form-handoff.ts), so the form's code
 * takes over without a flicker. A valid last step is left to the held press (replay.ts): sending needs
 * the form's code. `handOver` stops answering presses when the code starts (React answers them from
 * then); `done` stops the rest once the form has rendered (until then a ticked "Other" still shows its
 * text here, so the page keeps matching what the form's first render draws).
 */
export function answerFormEarly(island: HTMLElement, data: PageData): { handOver: () => void; done: () => void } {
  const element = island.querySelector<HTMLFormElement>('form[data-form]');
  const form = element ? data.forms[element.dataset.form ?? ''] : undefined;
  if (!element || !form) return { handOver: () => undefined, done: () => undefined };
  const state: EarlyFormState = { step: 0, invalid: null };
  const last = form.steps.length - 1;

  const update = (next: EarlyFormState) => {
    Object.assign(state, next);
    setEarlyFormState(element.id, { ...state });
    drawStep(element, form, state.step);
    drawFailure(element, form, state.invalid);
  };

  const onSubmit = (event: Event) => {
    const failure = checkStep(form, state.step, readFormValues(element));
    if (!failure && state.step === last) {
      // Sending needs the form's code: the press is held and played again once it has arrived.
      update({ step: state.step, invalid: null });
      return;
    }
    // Answered here: neither held for later nor sent by the browser.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (failure) {
      update({ step: state.step, invalid: failure });
      focusFailure(element, failure.fields[0]!);
    } else {
      // Counted as the form's own NEXT counts it (use-form.ts).
      if (state.step === 0) countEvent('Quote step 2', { town: townOrNone(data.route.town) });
      update({ step: state.step + 1, invalid: null });
      focusStepHeading(element, state.step);
    }
  };
  const onClick = (event: Event) => {
    if (!(event.target as Element).closest('[data-form-back]')) return;
    event.stopImmediatePropagation();
    update({ step: Math.max(state.step - 1, 0), invalid: null });
    focusStepHeading(element, state.step);
  };
  const onChange = () => drawVisibility(element, form);

  // A ticked "Other" put back from a draft shows its text at once.
  drawVisibility(element, form);
  // Capturing, and added before the loader holds early presses (replay.ts), so an answered press stops here.
  island.addEventListener('submit', onSubmit, true);
  island.addEventListener('click', onClick, true);
  island.addEventListener('change', onChange, true);
  return {
    handOver: () => {
      island.removeEventListener('submit', onSubmit, true);
      island.removeEventListener('click', onClick, true);
    },
    done: () => island.removeEventListener('change', onChange, true),
  };
}

const focusStepHeading = (element: HTMLFormElement, step: number) => focusAfterPaint(() => element.querySelector<HTMLElement>(`[data-step="${step}"] [data-step-heading]`)?.focus());

/** Shows one step, with the words its buttons carry there (as the form draws them). */
function drawStep(element: HTMLFormElement, form: FormFile, step: number) {
  for (const group of Array.from(element.querySelectorAll<HTMLElement>('[data-step]'))) group.hidden = group.dataset.step !== String(step);
  const back = element.querySelector<HTMLButtonElement>('[data-form-back]');
  if (back) back.hidden = step === 0;
  // The words only: the button also holds the send's (hidden) spinner, which must stay as the form drew it.
  const label = element.querySelector<HTMLElement>('[data-form-submit-label]');
  const current = form.steps[step]!;
  if (label) label.textContent = (step === form.steps.length - 1 ? current.submitLabel : current.nextLabel) ?? '';
}

/** The form's message and each field's mark, as the form draws them for the same failure (form-view.tsx, form-field.tsx). */
function drawFailure(element: HTMLFormElement, form: FormFile, failure: RuleFailure | null) {
  const alert = element.querySelector<HTMLElement>('[data-form-alert]');
  if (alert) {
    alert.hidden = !failure;
    const words = alert.querySelector('.MuiAlert-message');
    if (words) words.textContent = failure?.message ?? '';
  }
  for (const control of Array.from(element.querySelectorAll<HTMLElement>('[data-field]'))) {
    const name = control.dataset.field ?? '';
    const bad = Boolean(failure?.fields.includes(name));
    const helper = control.querySelector<HTMLElement>('.MuiFormHelperText-root');
    if (helper) {
      helper.hidden = !bad;
      helper.textContent = bad ? fieldError(form, failure!, name) : '';
    }
    for (const part of Array.from(control.querySelectorAll('.MuiFormLabel-root, .MuiOutlinedInput-root, .MuiFormHelperText-root'))) part.classList.toggle('Mui-error', bad);
    for (const input of Array.from(control.querySelectorAll<HTMLInputElement>(`[name="${name}"]`))) {
      if (input.type === 'checkbox') {
        if (bad) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      } else {
        input.setAttribute('aria-invalid', String(bad));
        if (bad && helper) input.setAttribute('aria-describedby', helper.id);
        else input.removeAttribute('aria-describedby');
      }
    }
  }
}

/** Shows a field that depends on a ticked choice ("Other" → its text) as the form would. */
function drawVisibility(element: HTMLFormElement, form: FormFile) {
  const values = readFormValues(element);
  for (const control of Array.from(element.querySelectorAll<HTMLElement>('[data-field]'))) control.hidden = !isVisible(form, control.dataset.field ?? '', values);
}
