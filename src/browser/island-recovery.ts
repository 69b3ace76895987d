import { onceSettledOnline } from '../forms/connection';
import { tabStorage } from '../forms/form-draft';

/**
 * When an island's code does not arrive, tells a dropped connection from a release that replaced the
 * page's code, and waits for the moment to try again. Vite's preload helper asks for every chunk an
 * island needs (its own first) with a <link rel="modulepreload">, so the links that fail name exactly
 * what is missing, shared chunks included.
 */
const failed = new Set<string>();

/** Starts noting which chunks failed to arrive (before any island wakes). */
export function watchChunkFailures() {
  const note = (event: Event) => {
    const link = event.target;
    if (!(link instanceof HTMLLinkElement) || link.rel !== 'modulepreload') return;
    if (event.type === 'error') failed.add(link.href);
    else failed.delete(link.href);
  };
  document.addEventListener('error', note, true);
  document.addEventListener('load', note, true);
}

/** Whether a navigation to another document has started from this page (see `watchLeaving`). */
let leaving = false;

/**
 * Starts noting when the visitor leaves this page for another (a link, a form, the page's own
 * `location` calls), where the browser has the Navigation API. Leaving cancels the page's own
 * downloads (Firefox does so before the next page arrives, and the island's code then "fails"):
 * the page must then neither explain a failure nor reload itself, which would cancel where she
 * was going (seen in the cross-engine suite: a reload of /services instead of opening /).
 */
export function watchLeaving(navigation: EventTarget | undefined) {
  navigation?.addEventListener('navigate', (event) => {
    const { destination, downloadRequest } = event as Event & { destination?: { sameDocument?: boolean }; downloadRequest?: string | null };
    if (destination?.sameDocument === false && !downloadRequest) leaving = true;
  });
}

export const pageIsLeaving = () => leaving;

export type Reach = 'reachable' | 'unreachable' | 'gone';

/**
 * Asks the host again for the chunks that failed, past every cache (the browser may remember a failed
 * import, never a plain fetch): a network error is a dropped connection, a 404 a new release. With
 * nothing failed, the download only took too long: the connection, too.
 */
export async function reachChunks(error: unknown): Promise<{ reach: Reach; urls: string[] }> {
  const named = String(error instanceof Error ? error.message : error).match(/https?:\/\/[^\s'"]+?\.js\b/)?.[0];
  const urls = [...new Set([...failed, ...(named ? [named] : [])])];
  if (urls.length === 0) return { reach: 'unreachable', urls };
  try {
    const answers = await Promise.all(urls.map((url) => fetch(url, { cache: 'no-store' })));
    if (answers.some((answer) => answer.status === 404 || answer.status === 410)) return { reach: 'gone', urls };
    return { reach: answers.every((answer) => answer.ok) ? 'reachable' : 'unreachable', urls };
  } catch {
    return { reach: 'unreachable', urls };
  }
}

/** Chunks that have arrived since (an island woke with them). */
export function chunksArrived(urls: string[]) {
  for (const url of urls) failed.delete(url);
}

/** Calls `retry` once, when the connection is back (and has settled) or at the visitor's next touch of the island. */
export function retryOnReturn(island: HTMLElement, retry: () => void) {
  const touches = ['pointerdown', 'keydown', 'focusin'] as const;
  let cancelOnline = () => {};
  const fire = () => {
    // A touch while the browser knows it is offline would only fail again: its return is awaited.
    if (!navigator.onLine) return;
    cancelOnline();
    for (const type of touches) island.removeEventListener(type, fire, true);
    retry();
  };
  cancelOnline = onceSettledOnline(fire);
  for (const type of touches) island.addEventListener(type, fire, { capture: true, passive: true });
}

const RELOAD_GAP_MS = 10 * 60_000;

/**
 * Reloads the page to fetch its code afresh (what the visitor typed is kept as a draft and put back),
 * at most once per page address every ten minutes, so a host that keeps failing never makes a loop.
 * Without session storage there is no draft to put back and no guard: never.
 */
export function reloadOnce(): boolean {
  const storage = tabStorage();
  const key = `cc-release-reload:${window.location.pathname}`;
  try {
    if (!storage || Date.now() - Number(storage.getItem(key) ?? 0) < RELOAD_GAP_MS) return false;
    storage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
