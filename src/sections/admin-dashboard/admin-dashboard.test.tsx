import { describe, expect, it } from 'vitest';
import dashboardPage from '../../../site/pages/admin-dashboard.json' with { type: 'json' };
import { dashboardData } from './dashboard-data';
import { renderSection } from '../../testing/render-section';
import type { SectionOf } from '../section-types';
import AdminDashboard from './admin-dashboard';

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
