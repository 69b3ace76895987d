import type { PageFile, TemplateFile, TownFile } from '../../generated/site-types.ts';
import { TITLE_MAX_LENGTH, fullTitle } from '../page-meta.ts';
import type { LoadedFile } from './read-content.ts';
import type { Report } from './check-types.ts';

export interface TitleSources {
  suffix: string;
  pages: LoadedFile[];
  templates: LoadedFile[];
  towns: LoadedFile[];
  /** Fills business tokens ({business.shortName}) so a title is measured as visitors read it. */
  fill: (text: string) => string;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
// A template title that is just one town fact ("{town.landing.title}") is written in each town file.
const TOWN_FACT = /^\{town\.([a-zA-Z]+)\.([a-zA-Z]+)\}$/;

/**
 * Page titles as the browser shows them (content title + site.json "titleSuffix"): a warning above
 * what Google shows, and a warning for a title that spells the brand ending itself (it would appear twice).
 */
export function checkTitles({ suffix, pages, templates, towns, fill }: TitleSources, report: Report) {
  const brand = suffix.replace(/^[\s|–—:-]+/, '').trim();
  const check = (file: LoadedFile, pointer: string, raw: string) => {
    const title = fill(raw);
    const shown = fullTitle(title, suffix);
    if (brand && title.trim().endsWith(brand)) {
      report(file, pointer, `this title ends with "${brand}", which every title already gets from "titleSuffix" in site/site.json.`, `Remove "${title.slice(title.lastIndexOf(brand)).trim()}" and any " | " before it from this title.`, undefined, { severity: 'warning', rule: 'title-has-brand', values: { brand } });
    } else if (shown.length > TITLE_MAX_LENGTH) {
      report(
        file,
        pointer,
        `with the ending "${suffix}" this title is ${shown.length} characters ("${shown}"); Google shows about ${TITLE_MAX_LENGTH}, so the end would be cut off.`,
        `Shorten it by ${shown.length - TITLE_MAX_LENGTH} or more characters; keep the service and the town, drop filler words.`,
        undefined,
        { severity: 'warning', rule: 'title-too-long', values: { length: String(shown.length), limit: String(TITLE_MAX_LENGTH), over: String(shown.length - TITLE_MAX_LENGTH) } },
      );
    }
  };
  for (const file of pages) {
    const page = file.data as PageFile;
    const paths: string[] = page.paths ?? [];
    check(file, '/meta/title', page.meta.title);
    for (const [path, meta] of Object.entries(page.pathMeta ?? {})) {
      if (meta) check(file, `/pathMeta/${escapeKey(path)}/title`, meta.title);
      if (!paths.includes(path)) {
        report(file, `/pathMeta/${escapeKey(path)}`, `"${path}" is not one of this page's "paths", so this search information is never used.`, `Use one of ${JSON.stringify(paths)}, or add "${path}" to "paths".`, undefined, { rule: 'unused-search-info' });
      }
    }
  }
  for (const file of templates) {
    const title = (file.data as TemplateFile).meta.title;
    const fact = TOWN_FACT.exec(title);
    // Where the words live, so the warning points at the file an editor changes.
    if (fact) for (const town of towns) check(town, `/${fact[1]}/${fact[2]}`, String((town.data as TownFile & Record<string, Record<string, unknown>>)[fact[1]!]?.[fact[2]!] ?? ''));
    else check(file, '/meta/title', title);
  }
}
