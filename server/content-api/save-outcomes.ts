/**
 * What POST /changes answers when a change is not saved for a reason that is part of normal work:
 * the site would have errors, the change brings warnings to confirm, or someone else changed the
 * same fields. These are states of the save, answered 200 with `state` and `saved: false`, not
 * errors: the browser logs every 4xx answer as a console error, and these are what the studio
 * expects to hear (decision 015, "Expected answers are states"). Real errors keep the catalogue
 * (errors.ts). The words follow the catalogue's shape: a title, what happened, what to do.
 */
export const SAVE_OUTCOMES = {
  problems: { title: 'Not saved: the site would have errors', message: 'With this change the site fails its checks, so nothing was saved.', hint: 'Fix each problem in "problems" (the file and field are named), then save again.' },
  warnings: { title: 'Please confirm the warnings', message: 'This change is valid but brings new warnings, so nothing was saved yet.', hint: 'Read the warnings in "problems"; to save anyway, send the change again with "confirmWarnings": true.' },
  clash: { title: 'Changed by someone else', message: 'Someone else changed the same fields since you opened the file.', hint: 'For each place in "conflicts", choose their value or yours, then save again against the new version.' },
} as const satisfies Record<string, { title: string; message: string; hint: string }>;

export type RefusedState = keyof typeof SAVE_OUTCOMES;

/** A save that did not happen, with what the staff member needs to go on: "problems" or "conflicts". */
export function notSaved<S extends RefusedState, E extends Record<string, unknown>>(state: S, extra: E) {
  return { state, saved: false as const, ...SAVE_OUTCOMES[state], ...extra };
}
