import type { FormFile, PageFile, SiteFile, TemplateFile, TownFile } from '../generated/site-types.ts';
import { collectionNames, type Collections, type SiteContent } from './site-content.ts';

/** One content file as read: its place ("site/towns/benson.json"), its schema kind and its data. */
export interface ContentSource {
  file: string;
  kind: string;
  data: unknown;
}

/**
 * Puts the content files together as the site (pages, towns, templates, forms, collections). The
 * validator does it with the files that passed the schema; the studio's preview with the files as
 * they are in the browser, the draft in place of the file being edited. Browser-safe: no fs here.
 */
export function assembleContent(sources: ContentSource[]): SiteContent {
  const of = (kind: string) => sources.filter((source) => source.kind === kind);
  const collections = Object.fromEntries(collectionNames.map((name) => {
    const source = sources.find((s) => s.kind === `${name}File`);
    return [name, source ? (source.data as Record<string, unknown>)[name] : []];
  })) as unknown as Collections;
  return {
    site: (sources.find((s) => s.kind === 'siteFile')?.data ?? {}) as SiteFile,
    pages: of('pageFile').map((s) => ({ file: s.file, page: s.data as PageFile })),
    towns: of('townFile').map((s) => s.data as TownFile),
    templates: of('templateFile').map((s) => ({ file: s.file, template: s.data as TemplateFile })),
    collections,
    forms: of('formFile').map((s) => s.data as FormFile),
  };
}
