import type { PageFile, TownFile } from '../../generated/site-types.ts';
import { collectionNames, type SiteContent } from '../site-content.ts';
import { hasParams } from '../routes.ts';
import type { Checked, Report } from './check-types.ts';

/** Addresses, town file names and collection ids that must be unique, and page addresses that must be complete. */
export function checkUniqueness(content: SiteContent, checked: Checked[], report: Report) {
  const pageFiles = checked.filter((c) => c.file.kind === 'pageFile');
  const seenPaths = new Map<string, { file: string; title: string }>();
  for (const { file } of pageFiles) {
    const { path, paths } = file.data as PageFile;
    if (hasParams(path) && !paths) report(file, '', `the address "${path}" has a ":name" part but no "paths".`, 'Add "paths" with the concrete addresses to build.', undefined, { rule: 'address-needs-paths' });
    if (!hasParams(path) && paths) report(file, '/paths', '"paths" is only for an address with a ":name" part.', 'Remove "paths".', undefined, { rule: 'paths-not-needed' });
    const other = seenPaths.get(path);
    if (other) report(file, '/path', `the address "${path}" is already used by ${other.file}.`, 'Give this page a different "path".', undefined, { rule: 'duplicate-address', values: { other: other.title } });
    else seenPaths.set(path, { file: file.file, title: (file.data as PageFile).meta.title });
  }
  for (const { file } of checked.filter((c) => c.file.kind === 'townFile')) {
    const town = file.data as TownFile;
    const expected = `towns/${town.slug}.json`;
    if (file.siteRelative !== expected) report(file, '/slug', `the slug "${town.slug}" does not match the file name.`, `Rename the file to site/${expected} or change "slug".`, undefined, { rule: 'slug-mismatch' });
  }
  for (const name of collectionNames) {
    const source = checked.find((c) => c.file.kind === `${name}File`);
    if (!source) continue;
    const seen = new Set<string>();
    (content.collections[name] as { id: string }[]).forEach((item, index) => {
      if (seen.has(item.id)) report(source.file, `/${name}/${index}/id`, `the id "${item.id}" is used twice.`, 'Each entry needs its own id.', undefined, { rule: 'duplicate-id', values: { id: item.id } });
      seen.add(item.id);
    });
  }
}
