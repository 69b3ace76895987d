import type { FormValues } from './form-rules';

/**
 * What a visitor typed into a prerendered form before the page's script took over. Hydration resets
 * controlled fields to their initial state, so the client entry snapshots them just before, and each
 * form takes its values back once it is live: nothing typed on a slow connection is lost.
 */
const snapshot = new Map<string, FormValues>();

export function captureEarlyInput(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-form-id]')) {
    const values: FormValues = {};
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name) continue;
      if (element.type === 'checkbox') {
        if (element.checked) values[element.name] = [...((values[element.name] as string[] | undefined) ?? []), element.value];
      } else if (element.value) {
        values[element.name] = element.value;
      }
    }
    if (Object.keys(values).length > 0) snapshot.set(form.dataset.formId!, values);
  }
}

export function takeEarlyInput(formId: string): FormValues | undefined {
  const values = snapshot.get(formId);
  snapshot.delete(formId);
  return values;
}
