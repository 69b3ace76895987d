import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { core } from './site-data';
import { routeTable } from './route-table';

const elementOf = (path: string) => {
  const matches = matchRoutes(routeTable(core), path);
  return matches?.[matches.length - 1]?.route.element;
};
const propsOf = (element: unknown) => (isValidElement(element) ? (element.props as Record<string, unknown>) : {});

describe('route table', () => {
  it('sends an unknown path to "/" with replace', () => {
    expect(propsOf(elementOf('/no-such-page'))).toEqual({ to: '/', replace: true });
    expect(propsOf(elementOf('/goldsboro/nowhere/deeper'))).toEqual({ to: '/', replace: true });
  });

  it('forwards the old /fouroaks address to /four-oaks with replace', () => {
    expect(propsOf(elementOf('/fouroaks'))).toEqual({ to: '/four-oaks', replace: true });
  });

  it('serves every derived address with its own page', () => {
    for (const route of core.routes) {
      for (const path of route.paths) expect(propsOf(elementOf(path))).toEqual({ id: route.id });
    }
  });

  it('gives every town a landing page and a services page', () => {
    for (const town of core.towns) {
      expect(core.routes.some((r) => r.path === `/${town.slug}`)).toBe(true);
      expect(core.routes.some((r) => r.path === `/${town.slug}/services`)).toBe(true);
    }
  });
});
