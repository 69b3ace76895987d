import { useEffect } from 'react';

/**
 * The field a search found, or, when its list has no entry yet, that list's add button ("Add
 * event"): rjsf names a list entry's field "root_community_news_0_title" and the list's add
 * button "root_community_news__add".
 */
function fieldOrAdd(id: string): HTMLElement | null {
  return document.getElementById(id) ?? (/_\d+_/.test(id) ? document.getElementById(`${id.replace(/_\d+_.*$/, '')}__add`) : null);
}

/**
 * Once the form is on the screen, brings the field a search found into view and puts the caret in
 * it, once: "phone" opens the settings with the phone number ready to change. A field in a group
 * ("Footer", "Advanced settings") is shown first: the group holding it starts open (field-groups.tsx).
 */
export function useFocusField(id: string | undefined, formShown: boolean) {
  useEffect(() => {
    if (!id || !formShown) return;
    const field = fieldOrAdd(id);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [id, formShown]);
}
