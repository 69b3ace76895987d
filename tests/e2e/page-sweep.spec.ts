import { resolve } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { allPaths, deriveRoutes, linkPath, routeFor } from '../../src/content/routes.ts';
import { siteHeaders } from '../support/site-headers.ts';
import { openPage, painted } from './support/app';
import { violations } from './support/axe';

// Every generated address, walked once in a real browser (decision 028): what only a browser can see
// of a whole page. Per address, one load and four scans:
// - WCAG 2.2 AA with axe-core (GitHub issue #8) in both colour schemes at a desktop and a phone width;
// - the Content-Security-Policy the static host sends, with nothing refused, lazy frames and pictures included;
// - one visible H1, a clean console through hydration, and every internal link on the hydrated page
//   resolving to a route.
// What the built files say (titles, tags, structured data, links in the markup) is checked without a
// browser in tests/built/.
const root = resolve(import.meta.dirname, '../..');
const { content } = validateSite({ root });
if (!content) throw new Error('site/ is not valid: run "npm run validate".');
const routes = deriveRoutes(content);
const paths = allPaths(routes);
const redirects = new Set((content.site.redirects ?? []).map((r) => r.from));
const policy = () => siteHeaders(resolve(root, 'dist'));

const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 740 } } as const;

/** What went wrong on the worker's page since the last reset: console errors and warnings, uncaught errors, refusals. */
type Watch = { problems: string[]; refusals: string[] };

// One tab per worker serves every address (a new page per scan was most of the sweep's time). Reduced
// motion keeps scroll-reveal blocks from being caught mid-fade, and the hero video out.
const test = base.extend<object, { sweep: { page: Page; watch: Watch } }>({
  sweep: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: siteUrl, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const watch: Watch = { problems: [], refusals: [] };
      page.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy|Refused to/i.test(text)) watch.refusals.push(`console: ${text}`);
        else if (message.type() === 'error' || message.type() === 'warning') watch.problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => watch.problems.push(`uncaught: ${error.message}`));
      // The DOM's own report of a refusal, which the console may word differently.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const seen = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
          seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use({ page, watch });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const [index, path] of paths.entries()) {
  // Every page loads in dark mode (which shows the theme snippet ran under the policy); half of them
  // load at the phone width and half at the desktop width, so both widths are also seen as first loads.
  const order = (index % 2 === 0 ? ['phone', 'desktop'] : ['desktop', 'phone']) as (keyof typeof widths)[];

  test(`${path}: WCAG 2.2 AA in both schemes at ${widths.desktop.width} and ${widths.phone.width} px, nothing refused by the policy, a clean console, one H1, links to real pages`, async ({ sweep: { page, watch } }) => {
    watch.problems.length = 0;
    watch.refusals.length = 0;
    const session = path === '/admin-dashboard';
    const script = await page.addInitScript(
      ({ session }) => {
        // Init scripts run in every frame; the map's frame (offline here) has no storage of ours.
        if (window !== window.top) return;
        localStorage.setItem('themeMode', 'dark');
        // One tab serves every address: no page finds the form drafts of the one before.
        sessionStorage.clear();
        if (session) Object.entries({ token: 'sweep', admin: 'true', user: '1' }).forEach(([k, v]) => localStorage.setItem(k, v));
        else ['token', 'admin', 'user'].forEach((k) => localStorage.removeItem(k));
      },
      { session },
    );
    await page.setViewportSize(widths[order[0]!]);
    const response = await openPage(page, path, { waitUntil: 'networkidle' });
    await script.dispose();
    // The static host's headers (tools/dev/serve.ts applies dist/_headers) came with the page.
    const csp = policy()['content-security-policy'];
    expect(csp, 'dist/_headers carries the policy').toMatch(/^default-src 'self'/);
    expect(response!.headers()['content-security-policy']).toBe(csp);
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('html')).toHaveClass(/mode-dark/);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toBeVisible();

    for (const mode of ['dark', 'light'] as const) {
      if (mode === 'light') {
        // The toggle flips one class on <html> (src/browser/theme-switch.ts): the same page a light load paints.
        await page.locator('[data-theme-toggle]').first().evaluate((toggle: HTMLElement) => toggle.click());
        await expect(page.locator('html')).toHaveClass(/mode-light/);
        order.reverse();
      }
      for (const name of order) {
        await page.setViewportSize(widths[name]);
        await painted(page);
        expect.soft(await violations(page), `${path} (${name}, ${mode})`).toEqual([]);
      }
    }

    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const broken = [...new Set(hrefs)].filter((href) => {
      const target = linkPath(href);
      return !routeFor(routes, target) && !redirects.has(target) && !/\.\w+$/.test(target);
    });
    expect(broken, `links on ${path} that lead nowhere`).toEqual([]);
    // Before the map's frame loads below: offline here, its failed requests are the frame's, not the page's.
    expect([...watch.problems], `console on ${path}`).toEqual([]);

    // Bring every lazy frame into view (it gets its address then: src/browser/lazy-frames.ts), then the
    // end of the page with its lazy pictures: none may be refused either. A refusal is reported when
    // the request is made, so the requests being made is what the check waits for (never the load:
    // the map's host is out of reach here, and its frame never stops loading).
    const waiting = page.locator('iframe[data-src]');
    for (let left = await waiting.count(); left > 0; left--) {
      await waiting.first().scrollIntoViewIfNeeded();
      await expect(waiting).toHaveCount(left - 1);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await painted(page);
    await painted(page);
    const refused = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    // Leave the address before judging it: whatever it still reports arrives now, and is charged to it,
    // never to the next address (whose test starts by emptying the lists).
    await page.goto('about:blank');
    expect([...watch.refusals, ...refused], `refused by the policy on ${path}`).toEqual([]);
  });
}
