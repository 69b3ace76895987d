import { describe, expect, it } from 'vitest';
import dashboardPage from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import { dashboardData } from './dashboard-data';
import { renderSection } from '../../testing/render-section';
import type { SectionOf } from '../section-types';
import AdminDashboard from './admin-dashboard';
import { NotAdmin } from './not-admin';

const section = dashboardPage.sections[0] as SectionOf<'adminDashboard'>;

describe('adminDashboard', () => {
  it('is headed "Admin Dashboard" and hidden from search engines', () => {
    expect(section.heading).toBe('Admin Dashboard');
    expect(dashboardPage.meta.noindex).toBe(true);
  });

  it('prerenders only a neutral loading state, since the session is unknown until mounted', () => {
    const html = renderSection(section, <AdminDashboard section={section} data={dashboardData({ routes: [], towns: [], redirects: [] })} />, { url: '/admin-dashboard' });
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Admin Dashboard');
    expect(html).not.toContain(section.account.heading);
  });
});

describe('the dashboard for staff who are not administrators', () => {
  const html = renderSection(section, <NotAdmin heading={section.heading} words={section.notAdmin} />, { url: '/admin-dashboard' });

  it('keeps the page\'s one heading and says in plain words that the dashboard is for administrators', () => {
    expect(html.match(/<h1[^>]*>[^<]*<\/h1>/g)).toEqual([expect.stringMatching(/>Admin Dashboard<\/h1>$/)]);
    expect(section.notAdmin.text).toMatch(/^This dashboard is for administrators only\./);
    expect(html).toContain('This dashboard is for administrators only.');
  });

  it('links home with its words, and shows nothing of the dashboard itself', () => {
    expect(html).toMatch(/<a(?=[^>]*href="\/")[^>]*>Back to the home page<\/a>/);
    expect(html).not.toContain('role="status"');
    for (const words of [section.text!, section.account.heading, section.summary.heading, section.towns.heading, section.routes.heading, section.studio!.heading]) expect(html).not.toContain(words);
  });
});
