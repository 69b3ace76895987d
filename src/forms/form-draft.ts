import type { FormFile } from '../generated/site-types';
import { readFormValues } from './form-values';

/**
 * A draft: what a visitor has typed into one form of one page, kept in this tab's session storage so
 * that a reload (hers, or the page's own when a new release replaced its code) loses nothing. It is
 * never sent anywhere, the bot trap is never kept, and a successful send clears it. Shared by the
 * page script (src/browser/form-drafts.ts), which keeps and restores it before the form's code has
 * arrived, and the form (use-form.ts), which clears it once sent.
 */
export type Draft = Record<string, string | string[]>;

export const draftKey = (path: string, form: string) => `cc-draft:${path}#${form}`;

/** This tab's session storage, or null where the browser refuses it (private mode, blocked): then nothing is kept. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, storage: Storage | null = tabStorage()): Draft {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Draft) : {};
  } catch {
    return {};
  }
}

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value === '');

/** Stores one field's value in the draft (a draft left with nothing in it is removed). */
export function keepValue(key: string, name: string, value: string | string[], storage: Storage | null = tabStorage()) {
  const draft = { ...readDraft(key, storage), [name]: value };
  const filled = Object.entries(draft).filter(([, v]) => !isEmpty(v));
  try {
    if (filled.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(Object.fromEntries(filled)));
  } catch {
    // Storage full or refused: the form works as before, only the draft is not kept.
  }
}

export function clearDraft(key: string, storage: Storage | null = tabStorage()) {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Clears this page's draft of a form once it has been sent. */
export const clearSentDraft = (form: string) => clearDraft(draftKey(window.location.pathname, form));

/** The fields a draft may keep: every field of the form but the bot trap. */
export const keptFields = (form: Pick<FormFile, 'fields'>) => new Set(form.fields.filter((f) => f.kind !== 'honeypot').map((f) => f.name));

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const fieldsNamed = (form: HTMLFormElement, name: string) =>
  Array.from(form.elements).filter((e): e is Field => (e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement) && e.name === name);
const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a field holds now: a checkbox group gives the values of its ticked boxes. */
export const fieldValue = (form: HTMLFormElement, name: string): string | string[] => readFormValues(form)[name] ?? '';

/** Puts a kept value into the form's fields of that name (before the form's code has arrived: no events). */
export function fillField(form: HTMLFormElement, name: string, value: string | string[]) {
  for (const field of fieldsNamed(form, name)) {
    if (isBox(field)) {
      const on = Array.isArray(value) ? value.includes(field.value) : value === field.value;
      field.checked = on;
    } else if (typeof value === 'string' && field.value !== value) {
      field.value = value;
    }
  }
}
