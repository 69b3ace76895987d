import { DEMO_ACCOUNTS } from '../../../server/stand-in/demo-accounts';
import { waitFor, waitLonger, type Driver } from './driver';
import { openPage, pick, reloadPage, waitFocused } from './page';

// The engine-neutral counterparts of tests/e2e/support/studio.ts: sign in, find an item, save. The
// studio's controls are found by their names (page.ts pick's `name`), as a person reads them.

export const ADMIN = DEMO_ACCOUNTS[0];
export const contentApiUrl = process.env.E2E_CONTENT_API_URL ?? `http://127.0.0.1:${process.env.E2E_CONTENT_API_PORT ?? 8790}`;
/** Where the suite's content API saves (support/studio-servers.ts), to read what a save wrote. */
export const studioCopy = process.env.E2E_STUDIO_COPY ?? '';
/** The content API on the same copy that runs no build after a save (support/studio-servers.ts). */
const unbuiltUrl = process.env.E2E_STUDIO_UNBUILT_URL ?? '';

/** A save checks the whole site on the server; on a busy two-core machine that has taken over 10 s. */
const SAVE_MS = 60_000;

/** The element with this role and accessible name (a dialog, a region, the list of recent changes). */
export const named = (driver: Driver, role: 'dialog' | 'region' | 'alert' | 'status', name: string, within?: string) =>
  pick(driver, { css: role === 'region' ? 'section[aria-labelledby], section[aria-label], [role="region"]' : `[role="${role}"]`, name, within });

export const button = (driver: Driver, name: string, within?: string) => pick(driver, { css: 'button', name, within });

/** Clicks the button with this name (the first shown, within a container when given). */
export const press = async (driver: Driver, name: string, within?: string) => driver.click(await button(driver, name, within));

/** The key the studio keeps the content API's session under in sessionStorage (src/studio/studio-session.ts). */
export const STUDIO_SESSION_KEY = 'contentApiSession';

/** Signs in as the office's administrator from a signed-out tab: the login form, then the studio's password panel. */
export async function signIn(driver: Driver) {
  await openPage(driver, '/login');
  await driver.evaluate(() => {
    ['token', 'admin', 'user'].forEach((key) => localStorage.removeItem(key));
    sessionStorage.clear();
  });
  await reloadPage(driver);
  await driver.type(await pick(driver, { css: 'main input', label: 'Username' }), ADMIN.username);
  await driver.type(await pick(driver, { css: 'main input', label: 'Password' }), ADMIN.password);
  await driver.click(await pick(driver, { css: 'main button', text: 'Log in' }));
  await waitFor(driver, 'the dashboard', () => location.pathname === '/admin-dashboard' && document.documentElement.dataset.ready === 'true');
  const panel = await named(driver, 'region', 'Confirm your password to edit the website');
  await driver.type(await pick(driver, { css: 'input', label: 'Username', within: panel }), ADMIN.username);
  await driver.type(await pick(driver, { css: 'input', label: 'Password', within: panel }), ADMIN.password);
  await press(driver, 'Confirm password', panel);
  await button(driver, 'Add a town');
}

/**
 * From now on this tab's saves go to the content API that runs no build after them: the checks after
 * the one about "Live on the site" wait for "Saved." only, and builds nobody reads only slowed both engines.
 */
export async function skipLiveBuilds(driver: Driver) {
  if (!unbuiltUrl) throw new Error('skipLiveBuilds: no E2E_STUDIO_UNBUILT_URL (run the suite with tests/engines/run.ts)');
  const current = () => driver.evaluate((key: string) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? null, STUDIO_SESSION_KEY);
  // Every answer renews the session: one on its way as the route is set could leave the tab a newer
  // token the front has not routed. Routed again until the tab's token is one already routed.
  const routed = new Set<string>();
  for (let token = await current(); token && !routed.has(token); token = await current()) {
    const answer = await fetch(`${contentApiUrl}/__engines/route`, { method: 'POST', body: JSON.stringify({ token, url: unbuiltUrl }) });
    if (!answer.ok) throw new Error(`skipLiveBuilds: the front answered ${answer.status}`);
    routed.add(token);
  }
  if (routed.size === 0) throw new Error('skipLiveBuilds: no studio session in this tab');
}

/** Searches the studio's list and opens one item (within a group, where a name is in several). */
export async function openItem(driver: Driver, search: string, name: string, group?: string) {
  await driver.fill(await pick(driver, { css: 'input', label: 'Search the content' }), search);
  await press(driver, name, group ? await named(driver, 'region', group) : undefined);
  await waitHeading(driver, `Editing: ${name}`);
}

export const waitHeading = (driver: Driver, text: string) =>
  waitFor(driver, `the heading "${text}"`, (t: string) => [...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent?.trim() === t), text);

/** The text of the first element matching the selector, spaces run together ('' when there is none). */
export const textOf = (driver: Driver, selector: string) => driver.evaluate((s: string) => (document.querySelector(s)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);

/** Says what changed (unless the studio wrote it already) and presses "Submit for review". */
export async function submit(driver: Driver, summary?: string) {
  if (summary !== undefined) await driver.fill(await pick(driver, { css: 'input, textarea', label: 'What did you change?' }), summary);
  await press(driver, 'Submit for review');
}

/**
 * Waits for a save to end in "Saved." (within a container, as the recent changes' own note), confirming
 * warnings when the checks raise any, as the office would.
 */
export async function waitSaved(driver: Driver, within = 'body') {
  const outcome = await waitLonger(driver, SAVE_MS, 'the save ("Saved." or "Save anyway")', (w: string) => {
    const scope = document.querySelector(w);
    if ([...(scope?.querySelectorAll('[role="status"]') ?? [])].some((s) => s.textContent?.includes('Saved.'))) return 'saved';
    return [...(scope?.querySelectorAll('button') ?? [])].some((b) => b.textContent?.trim() === 'Save anyway') ? 'warnings' : '';
  }, within);
  if (outcome === 'warnings') {
    await press(driver, 'Save anyway', within);
    await waitSaved(driver, within);
  }
}

/** Marks the status note that says "Saved." (beside the button pressed) and answers its selector. */
export const savedNote = (driver: Driver, within = 'body') => containing(driver, `${within} [role="status"]`, 'Saved.');

/** Waits until the element's text includes `text`. */
export const says = (driver: Driver, selector: string, text: string) =>
  waitFor(driver, `${selector} to say "${text}"`, (s: string, t: string) => Boolean(document.querySelector(s)?.textContent?.replace(/\s+/g, ' ').includes(t)), selector, text);

/** Waits until the element has the focus, and is on the screen. */
export async function focusedInView(driver: Driver, selector: string, what: string) {
  await waitFocused(driver, selector, what);
  await waitFor(driver, `${what} on the screen`, (s: string) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  }, selector);
}

/** Takes a lock of the suite's front (support/studio-servers.ts), for a file both engines edit; answers its release. */
export async function lock(name: string): Promise<() => Promise<void>> {
  await fetch(`${contentApiUrl}/__engines/lock/${name}`, { method: 'POST' }).then((answer) => answer.text());
  return async () => void (await fetch(`${contentApiUrl}/__engines/unlock/${name}`, { method: 'POST' }).then((answer) => answer.text()));
}

let marks = 0;

/** Marks the first shown element matching `css` whose text includes `text`, once there is one; answers its selector. */
export async function containing(driver: Driver, css: string, text: string): Promise<string> {
  const mark = String(++marks);
  await waitFor(driver, `${css} saying "${text}"`, (c: string, t: string, m: string) => {
    const element = [...document.querySelectorAll(c)].find((el) => el.getClientRects().length > 0 && el.textContent?.replace(/\s+/g, ' ').includes(t));
    element?.setAttribute('data-engines-containing', m);
    return Boolean(element);
  }, css, text, mark);
  return `[data-engines-containing="${mark}"]`;
}
