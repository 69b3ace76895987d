import type { FormValues } from './form-rules';

/**
 * What a form's fields hold now, read from the page: text fields as strings, ticked boxes of a group
 * as a list. The fields are uncontrolled, so the page is the truth; the loader reads it to check a step
 * before the form's code has arrived, and the form reads it when it takes over.
 */
export function readFormValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name) continue;
    if (element.type === 'checkbox') {
      const chosen = (values[element.name] as string[] | undefined) ?? [];
      values[element.name] = element.checked ? [...chosen, element.value] : chosen;
    } else if (typeof element.value === 'string') {
      values[element.name] = element.value;
    }
  }
  return values;
}
