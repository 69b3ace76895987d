import type { SiteCore } from '../../content/bundles';

export interface DashboardRoute {
  /** The router's pattern, e.g. "/:type/portfolio". */
  path: string;
  /** The concrete addresses it serves, each a link. */
  paths: string[];
  /** Kept out of search engines (noindex). */
  hidden: boolean;
}

export interface DashboardTown {
  slug: string;
  name: string;
  county: string;
  paths: string[];
}

export interface DashboardData {
  summary: { pages: number; addresses: number; towns: number; hidden: number; redirects: number };
  routes: DashboardRoute[];
  towns: DashboardTown[];
}

/**
 * Everything the dashboard lists, from the build's own route list and town summaries: only what
 * the public site already publishes, nothing from the CRM.
 */
export function dashboardData(core: Pick<SiteCore, 'routes' | 'towns' | 'redirects'>): DashboardData {
  const routes = [...core.routes]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((route) => ({ path: route.path, paths: route.paths, hidden: !route.indexable }));
  const towns = core.towns
    .map((town) => ({
      slug: town.slug,
      name: town.name,
      county: town.county,
      paths: core.routes.filter((route) => route.town === town.slug).flatMap((route) => route.paths).sort(),
    }))
    .sort((a, b) => a.county.localeCompare(b.county) || a.name.localeCompare(b.name));
  return {
    summary: {
      pages: routes.length,
      addresses: routes.reduce((sum, route) => sum + route.paths.length, 0),
      towns: towns.length,
      hidden: routes.filter((route) => route.hidden).reduce((sum, route) => sum + route.paths.length, 0),
      redirects: core.redirects.length,
    },
    routes,
    towns,
  };
}

/** The dashboard's build-time props (its registry entry names this module). */
export default (core: SiteCore): { data: DashboardData } => ({ data: dashboardData(core) });
