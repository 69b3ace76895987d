import { PAGE_DATA_ID, type PageData } from '../islands/page-data';
import { unmountIslandsIn } from './hydrate-island';

export interface OpenedPage {
  main: HTMLElement;
  data: PageData;
}

/**
 * Puts another page of the site in place of this one's main content without loading a new document,
 * so what this page holds in memory stays: after a login, a session that storage could not keep (a
 * private window, blocked storage) still reaches the staff dashboard. The new page's main content, its
 * islands' data, its styles, title and address replace this page's; the header and footer stay.
 * Throws when the page cannot be fetched or read (the caller then navigates).
 */
export async function openInPlace(path: string): Promise<OpenedPage> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const main = next.getElementById('main');
  const data = next.getElementById(PAGE_DATA_ID);
  const current = document.getElementById('main');
  if (!main || !data?.textContent || !current) throw new Error(`${path} is not a page of this site`);
  // The new page's critical styles (its static parts are not drawn by React here).
  for (const style of Array.from(next.head.querySelectorAll('style[data-emotion]'))) document.head.append(document.adoptNode(style));
  unmountIslandsIn(current);
  const adopted = document.adoptNode(main);
  current.replaceWith(adopted);
  document.getElementById(PAGE_DATA_ID)!.textContent = data.textContent;
  document.title = next.title;
  window.history.replaceState(null, '', path);
  return { main: adopted, data: JSON.parse(data.textContent) as PageData };
}
