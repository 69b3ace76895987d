import type { FormFile, FormRule } from '../generated/site-types';

/** What a visitor has typed: text fields hold strings, checkbox groups hold the ticked choices. */
export type FormValues = Record<string, string | string[]>;

export interface RuleFailure {
  /** Shown once, at the form. */
  message: string;
  /** The fields to mark invalid and announce. */
  fields: string[];
  /** What each of those fields says under itself ({label} is its label); without it, `message`. */
  fieldMessage?: string;
}

/** The check browsers make for <input type="email"> (WHATWG HTML), so every browser and the engine agree. */
const BROWSER_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A field's text with surrounding spaces removed; whitespace alone counts as empty. */
export const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};
export const ticked = (values: FormValues, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};

function failing(rule: FormRule, values: FormValues, form: FormFile): string[] {
  const filled = (name: string) => text(values, name) !== '' || ticked(values, name).length > 0;
  switch (rule.kind) {
    case 'required':
      return rule.fields.filter((name) => !filled(name));
    case 'empty':
      return rule.fields.filter((name) => text(values, name) !== '');
    case 'pattern': {
      const pattern = new RegExp(rule.pattern ?? '.*');
      return rule.fields.filter((name) => {
        const value = text(values, name);
        return value !== '' && (!pattern.test(value) || value.length < (rule.minLength ?? 0));
      });
    }
    case 'email':
      return rule.fields.filter((name) => text(values, name) !== '' && !BROWSER_EMAIL.test(text(values, name)));
    case 'minSelected':
      return rule.fields.filter((name) => ticked(values, name).length < (rule.min ?? 1));
    case 'number':
      return rule.fields.filter((name) => {
        const value = text(values, name);
        return value !== '' && (!/^\d+$/.test(value) || Number(value) < (rule.min ?? 0));
      });
    case 'choice':
      return rule.fields.filter((name) => {
        const options = form.fields.find((f) => f.name === name)?.options ?? [];
        const value = text(values, name);
        return value !== '' && !options.some((o) => o.value === value);
      });
  }
}

/** Runs a step's rules in order; the first that fails gives the message (the spec shows one at a time). */
export function checkStep(form: FormFile, stepIndex: number, values: FormValues): RuleFailure | null {
  const step = form.steps[stepIndex];
  if (!step) return null;
  for (const rule of step.rules) {
    const fields = failing(rule, values, form);
    if (fields.length > 0) return { message: rule.message, fields, ...(rule.fieldMessage ? { fieldMessage: rule.fieldMessage } : {}) };
  }
  return null;
}

/**
 * What a failing field says under itself: its own sentence naming it ("First name is required."), so
 * that the form's message is said once and each field still tells which one it is.
 */
export function fieldError(form: FormFile, failure: RuleFailure, name: string): string {
  if (!failure.fieldMessage) return failure.message;
  const label = form.fields.find((field) => field.name === name)?.label ?? name;
  return failure.fieldMessage.replaceAll('{label}', label);
}

/** A field shown only when another field has a choice ticked (the "Other" text). */
export function isVisible(form: FormFile, name: string, values: FormValues): boolean {
  const field = form.fields.find((f) => f.name === name);
  if (!field?.showWhen) return true;
  return ticked(values, field.showWhen.field).includes(field.showWhen.includes);
}

export function emptyValues(form: FormFile): FormValues {
  return Object.fromEntries(form.fields.map((f) => [f.name, f.kind === 'checkboxes' ? [] : '']));
}
