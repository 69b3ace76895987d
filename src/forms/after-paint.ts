/**
 * Runs `task` once the browser has painted the next frame. Moving the focus makes the browser bring
 * styles and layout up to date and the field's own focus look redraw (on a slow phone ~50 ms): done
 * after the paint, a press's answer (the message, the next step) shows first and the focus follows.
 */
export function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}
