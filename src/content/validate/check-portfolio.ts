import type { PageFile, PortfolioFile } from '../../generated/site-types.ts';
import type { LoadedFile } from './read-content.ts';
import type { Report } from './check-types.ts';

/**
 * A portfolio address with no photos is a thin page: it stays out of search results ("noindex" in the
 * page's "pathMeta") until it has some, and comes back the moment it does. The rule is checked here,
 * both ways, so nobody has to remember it when photos are added.
 */
export function checkPortfolioIndexing(pages: LoadedFile[], portfolio: PortfolioFile['portfolio'], report: Report) {
  const typeOf = new Map(portfolio.map((photo) => [photo.id, photo.type]));
  for (const file of pages) {
    const page = file.data as PageFile;
    for (const section of page.sections) {
      if (section.type !== 'portfolioGallery') continue;
      for (const view of section.views) {
        const path = page.path.replace(':type', view.type);
        if (!(page.paths ?? [page.path]).includes(path)) continue;
        const photos = section.photos.filter((id) => typeOf.get(id) === view.type).length;
        const hidden = page.pathMeta?.[path]?.noindex === true;
        if (photos === 0 && !hidden) {
          report(file, `/pathMeta`, `${path} has no photos yet, so search engines would list an empty page.`, `Add "pathMeta": { "${path}": { "noindex": true } } (with its own "title" and "description") until its first photos are in "photos".`, undefined, { severity: 'warning', rule: 'empty-portfolio-listed' });
        } else if (photos > 0 && hidden) {
          report(file, `/pathMeta/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/noindex`, `${path} shows ${photos} photo${photos === 1 ? '' : 's'} now, but is still hidden from search engines.`, 'Remove "noindex": true here so it is listed again, and link it from a page or two (the commercial pages, the services page).', undefined, { severity: 'warning', rule: 'portfolio-hidden', values: { count: String(photos) } });
        }
      }
    }
  }
}
