import { Navigate, type RouteObject } from 'react-router-dom';
import type { SiteCore } from '../content/bundles';
import { RoutePage } from './route-page';

/** The router's table, from the derived route list: every page, the old addresses, and "anything else → /" (replace). */
export function routeTable(core: SiteCore): RouteObject[] {
  return [
    ...core.routes.map((route) => ({ path: route.path, element: <RoutePage id={route.id} /> })),
    ...core.redirects.map((redirect) => ({ path: redirect.from, element: <Navigate to={redirect.to} replace /> })),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
