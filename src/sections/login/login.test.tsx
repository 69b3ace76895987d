import { describe, expect, it } from 'vitest';
import loginPage from '../../../site/pages/login.json' with { type: 'json' };
import { renderSection } from '../../testing/render-section';
import type { SectionOf } from '../section-types';
import Login from './login';

const section = loginPage.sections[0] as SectionOf<'login'>;
const render = () => renderSection(section, <Login section={section} />, { url: '/login' });

describe('login', () => {
  it('carries the spec’s exact words in site/pages/login.json', () => {
    expect(loginPage.path).toBe('/login');
    expect(loginPage.meta.noindex).toBe(true);
    expect(section).toMatchObject({ usernameLabel: 'Username', passwordLabel: 'Password', submitLabel: 'Log in' });
    expect(section.messages).toEqual({
      invalid: 'Invalid username or password.',
      serverError: "Sorry, we couldn't log you in due to an internal server error.",
    });
  });

  it('renders one h1, a username field, a masked password field and an empty alert area', () => {
    const html = render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<input(?=[^>]*name="username")(?=[^>]*autocomplete="username")[^>]*>/i);
    expect(html).toMatch(/<input(?=[^>]*name="password")(?=[^>]*type="password")(?=[^>]*autocomplete="current-password")[^>]*>/i);
    expect(html).toMatch(/<div[^>]*role="alert"[^>]*><\/div>/);
    expect(html).not.toContain('Invalid username or password.');
  });

  it('posts the form, never a GET (a press before the island wakes is held by the page script, not sent)', () => {
    const html = render();
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button(?=[^>]*type="submit")[^>]*>/);
    expect(html).toContain('>Log in<');
  });
});
