import type { SiteCore } from '../content/bundles';
import { dashboardData } from './admin-dashboard/dashboard-data';
import type { SectionType } from './section-types';

/**
 * What an island section needs beyond its own content, computed at build time from the whole site
 * (the browser never loads the site's route list): the dashboard's overview, and for the login the
 * dashboard it opens in place after an administrator signs in.
 */
export function islandPropsFor(type: SectionType, core: SiteCore): object {
  if (type === 'adminDashboard') return { data: dashboardData(core) };
  if (type === 'login') return core.staffDashboard ? { dashboard: { ...core.staffDashboard, data: dashboardData(core) } } : {};
  return {};
}
