import type { ComponentProps } from 'react';
import { Island } from '../islands/island';
import PageForm from './page-form';

/**
 * A page form as an island: prerendered complete, it wakes at the first touch (focus, pointer or key).
 * Its fields are uncontrolled, so what a visitor types before then stays, and a form submitted before
 * the code arrived is held and sent once it has (src/browser/replay.ts).
 */
export function PageFormIsland(props: ComponentProps<typeof PageForm>) {
  return <Island kind="pageForm" component={PageForm} props={props} wake="interaction" />;
}
