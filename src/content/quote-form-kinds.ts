import { isObject } from './json-values.ts';
import { pageKind } from './page-kind.ts';

/** A content file as the studio holds it: its kind (src/content/validate/file-kinds.ts) and its parsed data. */
type ContentFile = { kind: string; data: unknown };

/** A section that draws the quote form names it: a form section, or a hero with the form beside its heading. */
const hasQuoteForm = (data: Record<string, unknown>) =>
  Array.isArray(data.sections) && data.sections.some((section) => isObject(section) && section.form === 'quote');

/**
 * The kinds of page (as the visit counts name them: src/content/page-kind.ts) whose pages carry the
 * quote form: the first step of its funnel on the owner's dashboard is a visit to one of them
 * (decision 029). A town page template carries it for every town.
 */
export function quoteFormKinds(files: ContentFile[]): string[] {
  const kinds = new Set<string>();
  for (const { kind, data } of files) {
    if ((kind !== 'pageFile' && kind !== 'templateFile') || !isObject(data) || typeof data.path !== 'string' || !hasQuoteForm(data)) continue;
    kinds.add(pageKind({ kind: kind === 'templateFile' ? 'town' : 'page' }, data.path));
  }
  return [...kinds].sort();
}
