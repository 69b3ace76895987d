import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../content/routes';
import type { TownSummary } from '../../content/town-pages';
import { dashboardData } from './dashboard-data';

const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  paths: [path],
  id: path,
  kind: 'page',
  source: 'site/pages/x.json',
  indexable: true,
  ...extra,
});
const town = (slug: string, name: string, county: TownSummary['county']): TownSummary => ({ slug, name, county, geo: { lat: 35, lng: -78 } });

const core = {
  routes: [
    route('/login', { indexable: false }),
    route('/'),
    route('/:type/portfolio', { paths: ['/residential/portfolio', '/commercial/portfolio'] }),
    route('/selma/services', { kind: 'town', town: 'selma' }),
    route('/selma', { kind: 'town', town: 'selma' }),
    route('/goldsboro', { kind: 'town', town: 'goldsboro' }),
  ],
  towns: [town('selma', 'Selma', 'Johnston'), town('goldsboro', 'Goldsboro', 'Wayne'), town('benson', 'Benson', 'Johnston')],
  redirects: [{ from: '/fouroaks', to: '/four-oaks' }],
};

describe('dashboardData', () => {
  const data = dashboardData(core);

  it('counts routes, addresses, towns, hidden addresses and redirects', () => {
    expect(data.summary).toEqual({ pages: 6, addresses: 7, towns: 3, hidden: 1, redirects: 1 });
  });

  it('lists every route in path order with its addresses and whether search engines see it', () => {
    expect(data.routes.map((r) => r.path)).toEqual(['/', '/:type/portfolio', '/goldsboro', '/login', '/selma', '/selma/services']);
    expect(data.routes[1]!.paths).toEqual(['/residential/portfolio', '/commercial/portfolio']);
    expect(data.routes.find((r) => r.path === '/login')!.hidden).toBe(true);
  });

  it('lists every town by county with its own pages, even one without pages yet', () => {
    expect(data.towns).toEqual([
      { slug: 'benson', name: 'Benson', county: 'Johnston', paths: [] },
      { slug: 'selma', name: 'Selma', county: 'Johnston', paths: ['/selma', '/selma/services'] },
      { slug: 'goldsboro', name: 'Goldsboro', county: 'Wayne', paths: ['/goldsboro'] },
    ]);
  });
});
