import { draftKey, fieldValue, fillField, keepValue, keptFields, readDraft, tabStorage } from '../forms/form-draft';
import type { PageData } from '../islands/page-data';

/**
 * Keeps what a visitor types into the page's forms in this tab's session storage, and puts it back
 * into the prerendered fields when the page starts again, before any form's code has arrived (the
 * form takes over what its fields hold when it wakes). Fields a form draws later, such as a wizard's
 * second step, take their kept value when they appear. See src/forms/form-draft.ts.
 */
export function startFormDrafts(data: PageData) {
  const storage = tabStorage();
  if (!storage) return;
  for (const island of Array.from(document.querySelectorAll<HTMLElement>('[data-island="pageForm"]'))) {
    const props = island.nextElementSibling?.matches('script[data-island-props]') ? island.nextElementSibling.textContent : null;
    const name = props ? (JSON.parse(props) as { name?: string }).name : undefined;
    const definition = name ? data.forms[name] : undefined;
    if (!name || !definition) continue;
    const kept = keptFields(definition);
    const key = draftKey(window.location.pathname, name);
    const seen = new WeakSet<Element>();
    const restore = (tell: boolean) => {
      const form = island.querySelector('form');
      if (!form) return;
      const draft = readDraft(key, storage);
      for (const field of Array.from(form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'))) {
        if (seen.has(field)) continue;
        seen.add(field);
        const value = draft[field.name];
        // Only into an empty field: what the visitor (or the form) put there wins.
        if (value !== undefined && kept.has(field.name) && (field.type === 'checkbox' || !field.value)) fillField(form, field.name, value, tell);
      }
    };
    restore(false);
    const keep = (event: Event) => {
      const field = event.target as HTMLInputElement;
      if (field.form && kept.has(field.name)) keepValue(key, field.name, fieldValue(field.form, field.name), storage);
    };
    island.addEventListener('input', keep);
    island.addEventListener('change', keep);
    new MutationObserver(() => restore(true)).observe(island, { childList: true, subtree: true });
  }
}
