import { lazy, Suspense, type ComponentProps } from 'react';
import { withChunkTimeout } from '../app/chunk-timeout';

type PageFormType = typeof import('./page-form').PageForm;

let loaded: PageFormType | null = null;
const load = () =>
  withChunkTimeout(() => import('./page-form'), 'the form').then((mod) => {
    loaded = mod.PageForm;
    return { default: mod.PageForm };
  });
const LazyForm = lazy(load);

/** Fetches the form engine ahead of rendering (prerender, and a hero with a form before hydration). */
export const preloadForms = () => load().then(() => undefined);

/** A page form whose engine (fields, rules, sending) is its own chunk, so pages without forms never load it. */
export function PageFormSlot(props: ComponentProps<PageFormType>) {
  const Form = loaded ?? LazyForm;
  return (
    <Suspense fallback={<div style={{ minHeight: 320 }} />}>
      <Form {...props} />
    </Suspense>
  );
}
