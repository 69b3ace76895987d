import { businessHref } from '../content/business-links';
import type { SiteFile } from '../generated/site-types';

/**
 * What an island says, built without React (which may be what failed), at the top of the island;
 * its prerendered content stays below, with whatever the visitor typed. A dropped connection gets a
 * plain message and the phone as a link, and the page tries again by itself
 * (src/browser/island-recovery.ts); code the host cannot give (a release that is still broken after
 * the one automatic reload) gets the friendly error panel with its Reload button.
 */
function panel(island: HTMLElement, kind: string) {
  removeIslandPanel(island);
  const element = document.createElement('div');
  element.dataset.reloadPanel = kind;
  // An alert: it is inserted with its words (a status region must exist before them to be read out), and it answers her touch.
  element.setAttribute('role', 'alert');
  element.className = 'cc-reload-panel';
  island.prepend(element);
  return element;
}

export function showConnectionPanel(island: HTMLElement, { ui, business }: SiteFile) {
  if (island.querySelector('[data-reload-panel="connection"]')) return;
  const text = document.createElement('p');
  const phone = document.createElement('a');
  phone.href = businessHref.phone(business.phone);
  phone.textContent = business.phone;
  text.append(`${ui.connectionLost} `, phone);
  panel(island, 'connection').append(text);
}

export function showReloadPanel(island: HTMLElement, { ui, business }: SiteFile) {
  const title = document.createElement('p');
  title.className = 'cc-reload-title';
  title.textContent = ui.errorTitle;
  const text = document.createElement('p');
  text.textContent = `${ui.chunkErrorText} ${ui.fallbackError} · ${business.phone}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ui.reload;
  button.addEventListener('click', () => window.location.reload());
  panel(island, 'error').append(title, text, button);
}

/** Takes the panel away (before the island is hydrated: React must find only its own markup). */
export function removeIslandPanel(island: HTMLElement) {
  island.querySelector(':scope > [data-reload-panel]')?.remove();
}
