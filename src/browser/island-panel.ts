import { businessHref } from '../content/business-links';
import type { SiteFile } from '../generated/site-types';

/**
 * What an island says, built without React (which may be what failed), at the top of the island;
 * its prerendered content stays below, with whatever the visitor typed. A dropped connection gets a
 * plain message and the phone as a link, and the page tries again by itself
 * (src/browser/island-recovery.ts). Code the host no longer has (a 404: a newer release, still so
 * after the one automatic reload) is no connection problem: its panel says the page has been updated,
 * that her answers are kept in this tab, and offers the phone and a Reload button.
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

/** The business phone as a link a phone can call with one tap. */
function phoneLink(phone: string) {
  const link = document.createElement('a');
  link.href = businessHref.phone(phone);
  link.textContent = phone;
  // Counted as a tap from an error (decision 029).
  link.dataset.place = 'error';
  return link;
}

export function showConnectionPanel(island: HTMLElement, { ui, business }: SiteFile) {
  if (island.querySelector('[data-reload-panel="connection"]')) return;
  const text = document.createElement('p');
  text.append(`${ui.connectionLost} `, phoneLink(business.phone));
  panel(island, 'connection').append(text);
}

export function showNewVersionPanel(island: HTMLElement, { ui, business }: SiteFile) {
  const title = document.createElement('p');
  title.className = 'cc-reload-title';
  title.textContent = ui.newVersionTitle;
  const text = document.createElement('p');
  text.append(`${ui.newVersionText} `, phoneLink(business.phone));
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ui.reload;
  button.addEventListener('click', () => window.location.reload());
  panel(island, 'new-version').append(title, text, button);
}

/** Takes the panel away (before the island is hydrated: React must find only its own markup). */
export function removeIslandPanel(island: HTMLElement) {
  island.querySelector(':scope > [data-reload-panel]')?.remove();
}
