import { use } from 'react';
import { BundleProvider, useSite } from './site-context';
import { loadPage, readyPage } from './page-loading';
import { SectionList } from '../sections/section-list';
import { PageHead } from '../components/page-head';

/** One route: its data chunk (already loaded after preloading), its head tags and its sections. */
export function RoutePage({ id }: { id: string }) {
  const bundle = readyPage(id) ?? use(loadPage(id));
  const site = useSite();
  return (
    <BundleProvider bundle={bundle}>
      <PageHead meta={bundle.page.meta} path={bundle.route.path} siteUrl={site.business.url} />
      <SectionList sections={bundle.page.sections} />
    </BundleProvider>
  );
}
