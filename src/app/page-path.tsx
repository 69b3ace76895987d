import { createContext, useContext, type ReactNode } from 'react';

const PathContext = createContext('/');

/** The address of the page being shown: known at build time, and the same in the browser's islands. */
export function PathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PathContext value={path}>{children}</PathContext>;
}

export const usePath = () => useContext(PathContext);

/** The values of a route pattern's ":name" parts in a path ("/:type/portfolio" + "/residential/portfolio" → { type: "residential" }). */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':') && values[index] !== undefined) params[name.slice(1)] = decodeURIComponent(values[index]!);
  });
  return params;
}
