import type { ComponentType } from 'react';
import { islandPlaceholder, useIslandServer, type IslandKind, type Wake } from './island-context';

/** JSON that can sit inside a <script> element: "<" never closes it, line separators never break it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

interface Props<P extends object> {
  kind: IslandKind;
  /** The island's component: the same one island-kinds.ts loads in the browser for this kind. */
  component: ComponentType<P>;
  /** Its props, written into the page as JSON: plain data only. */
  props: P;
  wake: Wake;
}

/**
 * Marks an interactive part of a page. At build time the part is rendered on its own (its own ids),
 * into an element that names its kind and wake-up, followed by its props as JSON; the browser's
 * loader hydrates it from those when its moment comes. Everywhere else (an island's own render in the
 * browser, unit tests) it is just the component.
 */
export function Island<P extends object>({ kind, component: Component, props, wake }: Props<P>) {
  const server = useIslandServer();
  if (!server) return <Component {...props} />;
  const id = server.add(<Component {...props} />);
  return (
    <>
      {/* display: contents keeps the wrapper out of the layout (a header row, a grid cell). */}
      <div data-island={kind} data-wake={wake} data-island-id={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }} />
      <script type="application/json" data-island-props={id} dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }} />
    </>
  );
}
