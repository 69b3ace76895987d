import { describe, expect, test } from 'vitest';
import { builtPage } from './support/built-site.ts';
import { byLabel, byRole } from './support/roles.ts';

// The staff login page as built (spec sections 3 and 4). Moved from tests/e2e/login.spec.ts (issue #38);
// logging in, the session and the dashboard are still checked in the browser there.

/** The props written into a built page for its island of `kind`. */
function islandProps(path: string, kind: string): Record<string, unknown> | null {
  const page = builtPage(path);
  const islands = Array.from(page.querySelectorAll('[data-island][data-wake][data-island-id]')).filter((el) => el.getAttribute('data-island') === kind);
  expect(islands, `${path}: one ${kind} island`).toHaveLength(1);
  const id = islands[0]!.getAttribute('data-island-id');
  const json = Array.from(page.querySelectorAll('script[type="application/json"][data-island-props]')).find((script) => script.getAttribute('data-island-props') === id);
  return JSON.parse(json?.textContent ?? 'null') as Record<string, unknown> | null;
}

/** Playwright's toBeEnabled: no disabled attribute on it, nor on a fieldset around it. */
const isEnabled = (control: Element) => !control.hasAttribute('disabled') && !control.closest('fieldset[disabled]');

describe('the login page', () => {
  test('carries only the login: its island is given its own section, not the dashboard or the route list', () => {
    expect(Object.keys(islandProps('/login', 'login') ?? {})).toEqual(['section']);
    // The dashboard's own page does get its tables, computed at build time.
    const dashboard = islandProps('/admin-dashboard', 'adminDashboard') as { data?: { routes?: unknown[] } } | null;
    expect(dashboard?.data?.routes?.length).toBeGreaterThan(40);
  });

  test('has labelled fields, a masked password, the right autocomplete and stays out of search', () => {
    const page = builtPage('/login');
    expect(byRole(page, 'heading', { level: 1 })).toHaveLength(1);
    const username = byLabel(page, 'Username', true);
    expect(username).toHaveLength(1);
    expect(username[0]!.getAttribute('autocomplete')).toBe('username');
    const password = byLabel(page, 'Password', true);
    expect(password).toHaveLength(1);
    expect(password[0]!.getAttribute('type')).toBe('password');
    expect(password[0]!.getAttribute('autocomplete')).toBe('current-password');
    const logIn = byRole(page, 'button', { name: 'Log in' });
    expect(logIn).toHaveLength(1);
    expect(isEnabled(logIn[0]!)).toBe(true);
    const robots = Array.from(page.querySelectorAll('meta[name="robots"]'), (meta) => meta.getAttribute('content'));
    expect(robots).toHaveLength(1);
    expect(robots[0]).toMatch(/noindex/);
    // Prerendered for nobody signed in (that a script shows no Log out without a session: tests/e2e/login.spec.ts, "the session").
    expect(byRole(page, 'button', { name: 'Log out' })).toHaveLength(0);
  });
});
