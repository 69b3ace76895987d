import { useCallback, useEffect, useRef } from 'react';
import { bringIntoView, placeOf } from './follow-field';

/**
 * The box of the studio's form she is in, if any: rjsf names every field of the form "root_…", and
 * only a box that holds words (or a picture's address) can be found on the page.
 */
function fieldInFocus(): HTMLInputElement | HTMLTextAreaElement | undefined {
  const active = document.activeElement;
  const box = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  return box?.id.startsWith('root_') ? box : undefined;
}

/**
 * Keeps the part of the page that the field in focus changes in the preview's view: when she moves into
 * a field, and again each time the page is drawn anew while she types in it. Returns what the frame
 * calls with its document after each drawing. Scrolling she does herself in the frame is left alone.
 */
export function useFollowField(): (doc: Document) => void {
  const frameDocument = useRef<Document | undefined>(undefined);
  const follow = useCallback(() => {
    const doc = frameDocument.current;
    const field = fieldInFocus();
    const place = doc && field ? placeOf(doc, field.value) : undefined;
    if (doc && place) bringIntoView(doc, place);
  }, []);
  useEffect(() => {
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, [follow]);
  return useCallback((doc: Document) => {
    frameDocument.current = doc;
    follow();
  }, [follow]);
}
