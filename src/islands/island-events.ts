// How React islands ask the page's loader for something that needs code they may not import (the
// loader's map of every island's code imports them): the DOM carries the request, as custom elements do.

/** Dispatched (bubbling) by a client-only island's placeholder once it is in the document. */
export const ISLAND_ADDED = 'cc:island-added';

/** Dispatched on window by a client-only island's placeholder as it leaves the page, so its root is stopped. */
export const ISLAND_REMOVED = 'cc:island-removed';

/** Asks the loader to put another page of the site in place of this one's main content. */
export const OPEN_IN_PLACE = 'cc:open-in-place';

/**
 * Opens `path` in place when a page loader takes the request (it answers by cancelling the event),
 * keeping everything held in memory: a session that storage could not keep survives the step.
 * Returns false when nothing took it (no loader: a unit test, the studio's preview); the caller then navigates.
 */
export function openPageInPlace(path: string): boolean {
  return !window.dispatchEvent(new CustomEvent(OPEN_IN_PLACE, { detail: { path }, cancelable: true }));
}
