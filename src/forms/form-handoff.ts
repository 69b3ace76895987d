import type { RuleFailure } from './form-rules';

/** Where a form stood when its code arrived: the step the visitor reached and the message she was shown. */
export interface EarlyFormState {
  step: number;
  invalid: RuleFailure | null;
}

// Shared by the page loader (which answers a form's buttons before its code arrives) and the form's own
// code (which takes over from there): the form chunk imports this module from the loader's chunk, so
// both see one map. Keyed by the form element's id.
const early = new Map<string, EarlyFormState>();

export const setEarlyFormState = (formId: string, state: EarlyFormState) => early.set(formId, state);

/** The state a form's first render must show so that it matches the page the loader left. */
export const earlyFormState = (formId: string): EarlyFormState | undefined => early.get(formId);

export const forgetEarlyFormState = (formId: string) => early.delete(formId);
