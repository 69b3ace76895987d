import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { BundleProvider, useSite } from './site-context';
import { loadPage, readyPage } from './page-loading';
import { SectionList } from '../sections/section-list';
import { PageHead } from '../components/page-head';
import { StructuredData } from '../components/structured-data';
import { hasParams, linkPath } from '../content/routes';

/** One route: its data chunk (already loaded after preloading), its head tags and its sections. */
export function RoutePage({ id }: { id: string }) {
  const bundle = readyPage(id) ?? use(loadPage(id));
  const site = useSite();
  const { pathname } = useLocation();
  // A route with ":name" parts serves many addresses: each is its own canonical page, and only the
  // addresses listed in "paths" are meant for search engines ("/anything/portfolio" still renders).
  const path = hasParams(bundle.route.path) ? linkPath(pathname) : bundle.route.path;
  const listed = bundle.route.paths.includes(path) || path === bundle.route.path;
  const meta = listed ? bundle.page.meta : { ...bundle.page.meta, noindex: true };
  return (
    <BundleProvider bundle={bundle}>
      <PageHead meta={meta} path={path} siteUrl={site.business.url} />
      <StructuredData path={path} noindex={meta.noindex} />
      <SectionList sections={bundle.page.sections} />
    </BundleProvider>
  );
}
