import { expect, test as base, type Page } from '@playwright/test';
import { siteUrl } from '../../../playwright.config';
import { SESSION_IDLE_MS } from '../../../server/content-api/session-token';
import { openPage } from './app';
import { watchConsole } from './console';
import { holdFiles } from './file-locks';
import { signInAsAdmin, STUDIO_SESSION_KEY } from './studio';

// Signing in through the login form and the password panel costs every studio test seconds. A worker
// does it once (support/studio.ts signInAsAdmin, the real UI) and keeps what the tab then holds; each
// test still gets a fresh context (drafts live in browser storage), into which the session is put back.
// The tests whose subject is signing in or the password panel sign in by the UI as before.

/** What a signed-in administrator's tab holds: the site's session (localStorage) and the studio's (sessionStorage). */
export type StoredSession = { site: Record<string, string>; studio: string };

/** The administrator's stored session, signed in once per worker and again before the content API would end it. */
export type AdminSession = { current(): Promise<StoredSession> };

/** The site's session keys (src/app/session/session-store.ts SESSION_KEYS). */
const SITE_KEYS = ['token', 'admin', 'user'];

/**
 * Every test hands the studio the token of the worker's sign-in, so its idle time runs from then (a
 * test's page renews only its own copy). Signed in again well before the 30 idle minutes end.
 */
const SIGN_IN_AGAIN_MS = SESSION_IDLE_MS / 2;

/** Marks a tab whose session was put back: once only, so a test that logs out stays logged out across reloads. */
const RESTORED_FLAG = 'e2eStoredSessionRestored';

/**
 * Holds files of the tests' copy (paths under site/) that tests of other files save or compare, until
 * the test and its after-hooks end, or until the function it returns is called (support/file-locks.ts).
 */
export type Hold = (...files: string[]) => Promise<() => void>;

export const test = base.extend<{ hold: Hold }, { adminSession: AdminSession }>({
  hold: async ({}, use, testInfo) => {
    const releases: (() => void)[] = [];
    await use(async (...files) => {
      const release = await holdFiles(files, testInfo);
      releases.push(release);
      return release;
    });
    for (const release of releases) release();
  },
  adminSession: [
    async ({ browser }, use) => {
      let stored: { session: StoredSession; at: number } | undefined;
      async function signIn(): Promise<StoredSession> {
        const context = await browser.newContext({ baseURL: siteUrl });
        try {
          const page = await context.newPage();
          // The tests that watched the console from the login form on now start signed in: the sign-in is watched here.
          const problems = watchConsole(page);
          await signInAsAdmin(page);
          expect(problems, 'console while signing in to the studio').toEqual([]);
          return await page.evaluate(
            ([keys, studioKey]) => ({
              site: Object.fromEntries(keys.flatMap((key) => (localStorage.getItem(key) === null ? [] : [[key, localStorage.getItem(key)!]]))),
              studio: sessionStorage.getItem(studioKey)!,
            }),
            [SITE_KEYS, STUDIO_SESSION_KEY] as const,
          );
        } finally {
          await context.close();
        }
      }
      await use({
        async current() {
          if (!stored || Date.now() - stored.at > SIGN_IN_AGAIN_MS) {
            const at = Date.now();
            stored = { session: await signIn(), at };
          }
          return stored.session;
        },
      });
    },
    { scope: 'worker' },
  ],
});

/**
 * Puts the stored session into this page (this tab only: another tab of the test's context asks for the
 * password, as a new tab does) before the site's script reads it. `studioToken` replaces the content
 * API's token, for a test that sends the studio to another content API.
 */
export async function restoreSession(page: Page, session: StoredSession, { studioToken }: { studioToken?: string } = {}) {
  const studio = studioToken === undefined ? session.studio : JSON.stringify({ ...(JSON.parse(session.studio) as object), token: studioToken });
  await page.addInitScript(
    ({ origin, site, studio, studioKey, flag }) => {
      // The top document of the site only (the preview's frame shares its origin), and once per tab.
      if (window !== window.top || location.origin !== origin || sessionStorage.getItem(flag) !== null) return;
      sessionStorage.setItem(flag, 'yes');
      for (const [key, value] of Object.entries(site)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      if (sessionStorage.getItem(studioKey) === null) sessionStorage.setItem(studioKey, studio);
    },
    { origin: new URL(siteUrl).origin, site: session.site, studio, studioKey: STUDIO_SESSION_KEY, flag: RESTORED_FLAG },
  );
}

/** Opens the dashboard signed in with the worker's stored session, and waits for the studio's list (as signInAsAdmin ends). */
export async function openStudio(page: Page, admin: AdminSession, options?: { studioToken?: string }) {
  await restoreSession(page, await admin.current(), options);
  await openPage(page, '/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Edit the website', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a town' })).toBeVisible();
}
