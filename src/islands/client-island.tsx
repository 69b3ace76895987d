import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { IslandKind } from './island-context';
import { ISLAND_ADDED, ISLAND_REMOVED } from './island-events';

interface Props {
  kind: IslandKind;
  /** Plain data only: it goes through the DOM as JSON. */
  props: object;
  /** Shown until the island is drawn (the loader's stylesheet hides it then). */
  fallback?: ReactNode;
}

/**
 * An island with nothing to prerender (the content studio): drawn only in the browser, inside another
 * island, by the page's loader with the code island-kinds.ts names for its kind. The island that
 * shows it needs no import of that code, so the studio can import the sections it previews.
 */
export function ClientIsland({ kind, props, fallback }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    const element = ref.current;
    element?.dispatchEvent(new CustomEvent(ISLAND_ADDED, { bubbles: true }));
    return () => {
      window.dispatchEvent(new CustomEvent(ISLAND_REMOVED, { detail: { element } }));
    };
  }, []);
  return (
    <>
      <div ref={ref} data-island={kind} data-wake="load" data-island-id={`c${id.replace(/\W/g, '')}`} data-client-only="" data-props={JSON.stringify(props)} style={{ display: 'contents' }} />
      {fallback ? <div data-island-fallback="">{fallback}</div> : null}
    </>
  );
}
