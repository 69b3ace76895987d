import type { SiteFile } from '../generated/site-types';

/**
 * When an island's code fails to arrive (or takes longer than the spec's 120 s), the friendly panel
 * from site.json goes at the top of that island, built without React (which may be what failed). The
 * island's prerendered content stays below it, with whatever the visitor typed.
 */
export function showReloadPanel(island: HTMLElement, site: SiteFile) {
  if (island.querySelector('[data-reload-panel]')) return;
  const { ui, business } = site;
  const panel = document.createElement('div');
  panel.dataset.reloadPanel = '';
  panel.setAttribute('role', 'alert');
  panel.className = 'cc-reload-panel';
  const title = document.createElement('p');
  title.className = 'cc-reload-title';
  title.textContent = ui.errorTitle;
  const text = document.createElement('p');
  text.textContent = `${ui.chunkErrorText} ${ui.fallbackError} · ${business.phone}`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ui.reload;
  button.addEventListener('click', () => window.location.reload());
  panel.append(title, text, button);
  island.prepend(panel);
}
