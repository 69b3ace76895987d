import type { ComponentProps } from 'react';
import { Island } from '../islands/island';
import PageForm from './page-form';

/**
 * A page form as an island: prerendered complete, its code is fetched once the page has loaded (or at
 * the first touch), so a send never waits for code. Before then the loader answers NEXT and Back
 * itself (src/browser/early-form.ts); the fields are uncontrolled, so what a visitor types stays, and a
 * send pressed before the code arrived is held and made once it has (src/browser/replay.ts).
 */
export function PageFormIsland(props: ComponentProps<typeof PageForm>) {
  return <Island kind="pageForm" component={PageForm} props={props} wake="afterLoad" />;
}
