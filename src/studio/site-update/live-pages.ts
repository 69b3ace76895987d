import { deriveRoutes } from '../../content/routes';
import { affectedPaths, siteOf, withDraft, type StudioFile } from '../preview/preview-site';

/** Links shown at most after "Live on the site:"; a change on every page (the phone number in each footer) says the rest as a count. */
export const MOST_LINKS = 3;

/**
 * The pages of the item she saved, in the preview's order (a town's landing page, then its services
 * page; the home page first for what shows everywhere), or none when the site cannot be read.
 */
export function ownPages(files: StudioFile[], saved: StudioFile): string[] {
  try {
    return affectedPaths(deriveRoutes(siteOf(withDraft(files, saved))), saved);
  } catch {
    return [];
  }
}

/**
 * Which of the pages the build rendered again to link, and how many more there are. The pages of the
 * item she saved come first (what she will want to see), then the home page, then the main pages
 * (fewest parts in their address) before the deep ones.
 */
export function pagesToShow(rendered: string[], own: string[], most = MOST_LINKS): { shown: string[]; more: number } {
  const done = new Set(rendered);
  const depth = (path: string) => (path === '/' ? 0 : path.split('/').length);
  const rest = rendered.filter((path) => !own.includes(path)).sort((a, b) => depth(a) - depth(b) || a.length - b.length || a.localeCompare(b));
  const ordered = [...own.filter((path) => done.has(path)), ...rest];
  return { shown: ordered.slice(0, most), more: Math.max(0, ordered.length - most) };
}
