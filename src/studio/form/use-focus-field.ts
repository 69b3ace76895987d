import { useEffect } from 'react';

/**
 * Once the form is on the screen, brings the field a search found into view and puts the caret in
 * it, once: "phone" opens the settings with the phone number ready to change.
 */
export function useFocusField(id: string | undefined, formShown: boolean) {
  useEffect(() => {
    if (!id || !formShown) return;
    const field = document.getElementById(id);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [id, formShown]);
}
