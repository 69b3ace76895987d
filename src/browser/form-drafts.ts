import { draftKey, fieldValue, fillField, keepValue, keptFields, readDraft, tabStorage } from '../forms/form-draft';
import type { PageData } from '../islands/page-data';

/**
 * Keeps what a visitor types into the page's forms in this tab's session storage, and puts it back
 * into the prerendered fields when the page starts again, before any form's code has arrived (the
 * form takes over what its fields hold when it wakes; every step of a wizard is in the page, hidden
 * until reached). See src/forms/form-draft.ts.
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
    const form = island.querySelector('form');
    if (!form) continue;
    const draft = readDraft(key, storage);
    for (const field of Array.from(form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'))) {
      const value = draft[field.name];
      // Only into an empty field: what the visitor put there (typing before this ran) wins.
      if (value !== undefined && kept.has(field.name) && (field.type === 'checkbox' || !field.value)) fillField(form, field.name, value);
    }
    const keep = (event: Event) => {
      const field = event.target as HTMLInputElement;
      if (field.form && kept.has(field.name)) keepValue(key, field.name, fieldValue(field.form, field.name), storage);
    };
    island.addEventListener('input', keep);
    island.addEventListener('change', keep);
  }
}
