import { assembleContent } from '../../content/assemble-content';
import type { PageBundle, SiteCore } from '../../content/bundles';
import { deriveRoutes, type RouteEntry } from '../../content/routes';
import type { SiteContent } from '../../content/site-content';
import { siteData } from '../../content/site-data';
import { drawnInPreview } from '../../sections/registry';

/** A content file as the studio holds it: its place inside site/ ("towns/selma.json"), kind and data. */
export interface StudioFile {
  path: string;
  kind: string;
  data: unknown;
}

/** What the preview draws: one page of the site as the draft would make it. */
export interface PreviewPage {
  core: SiteCore;
  bundle: PageBundle;
  path: string;
}

export type Preview =
  | { ok: true; paths: string[]; page?: PreviewPage }
  | { ok: false; error: unknown };

/** The site's files with the draft in place of its file, or added when it is new (a town from "Add a town"). */
export function withDraft(files: StudioFile[], draft: StudioFile): StudioFile[] {
  const replaced = files.map((file) => (file.path === draft.path ? draft : file));
  return files.some((file) => file.path === draft.path) ? replaced : [...replaced, draft];
}

export const siteOf = (files: StudioFile[]): SiteContent => assembleContent(files.map((file) => ({ file: `site/${file.path}`, kind: file.kind, data: file.data })));

/**
 * The addresses a draft changes, in the order the preview offers them:
 * - a town: its pages, one per template (its landing page, then its services page);
 * - a page or a town page layout: the addresses it makes (a layout, one per town);
 * - the site settings, a collection or a form: they show on many pages, so every address, the home
 *   page first (the header, footer and menus everyone sees are on it).
 * Pages the registry keeps out of the preview (the staff dashboard, which holds the studio) are never offered.
 */
export function affectedPaths(routes: RouteEntry[], draft: StudioFile, leftOut: string[] = []): string[] {
  const file = `site/${draft.path}`;
  const mine = (route: RouteEntry) => {
    // A town whose address is not typed yet has no pages (an empty slug would stand for the home page).
    if (draft.kind === 'townFile') return route.town !== undefined && route.town !== '' && route.town === (draft.data as { slug?: unknown }).slug;
    if (draft.kind === 'pageFile' || draft.kind === 'templateFile') return route.source === file;
    return true;
  };
  const paths = routes.filter(mine).flatMap((route) => route.paths).filter((path) => !leftOut.includes(path));
  // Landing before services: a town's landing page has the shorter address.
  if (draft.kind === 'townFile') return paths.sort((a, b) => a.length - b.length);
  return paths.includes('/') ? ['/', ...paths.filter((path) => path !== '/')] : paths;
}

/**
 * The site as the draft would make it, the addresses the draft changes and the page at `wanted` (or
 * the first of them), made by the build's own data step (src/content/site-data.ts) for that one page.
 * A half-typed draft can break any step (a town without its menu, a page without sections): that is
 * returned as a failure, never thrown, so the preview keeps its last page.
 */
export function previewOf(files: StudioFile[], draft: StudioFile, wanted: string | undefined, today: string, env: Record<string, string | undefined> = {}): Preview {
  try {
    const content = siteOf(withDraft(files, draft));
    const paths = affectedPaths(deriveRoutes(content), draft, unpreviewedPaths(content));
    const path = wanted !== undefined && paths.includes(wanted) ? wanted : paths[0];
    if (path === undefined) return { ok: true, paths };
    const { core, bundles } = siteData({ content }, { env, today, only: (route) => route.paths.includes(path) });
    const [bundle] = bundles.values();
    if (!bundle) return { ok: true, paths };
    if (!Array.isArray(bundle.page.sections)) throw new Error(`The page at ${path} has no list of sections.`);
    return { ok: true, paths, page: { core, bundle, path } };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Addresses of pages holding a section the registry keeps out of the preview (the dashboard, which holds the studio itself). */
const unpreviewedPaths = (content: SiteContent): string[] =>
  content.pages.filter(({ page }) => Array.isArray(page.sections) && page.sections.some((section) => !drawnInPreview(section?.type))).map(({ page }) => page.path);
