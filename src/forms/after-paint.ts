/**
 * Runs `task` once the browser has painted the next frame. Moving the focus makes the browser bring
 * styles and layout up to date and the field's own focus look redraw (on a slow phone ~50 ms): done
 * after the paint, a press's answer (the message, the next step) shows first and the focus follows.
 */
export function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * After a failed check: the form's message (above the fields) is brought into view, then the first
 * failing field takes the focus without scrolling it away, so on a phone she sees both what is wrong
 * and where. The form's code and the page's loader (early-form.ts) both answer this way.
 */
export function focusFailure(form: HTMLElement, field: string) {
  afterPaint(() => {
    form.querySelector<HTMLElement>('[data-form-alert]')?.scrollIntoView({ block: 'nearest' });
    form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus({ preventScroll: true });
  });
}
