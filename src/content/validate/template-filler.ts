import type { PageFile, TemplateFile } from '../../generated/site-types.ts';
import { fillText, fillTokens, type TokenLists, type TokenValues } from '../tokens.ts';

/** Rebuilds one part of a template for a town's facts. */
type Fill = (values: TokenValues, lists: TokenLists) => unknown;

/**
 * A town template read once, so the validator can make a thousand towns' pages from it cheaply:
 * only the strings and lists that hold a {town.…} fact are filled for each town; every block without
 * one is the template's own object, shared by all the pages (the validator only reads them). Gives
 * the same page as instantiate() in src/content/town-pages.ts (template-filler.test.ts compares).
 */
export function prepareTemplate(template: TemplateFile): (values: TokenValues, lists: TokenLists) => PageFile {
  const { template: _kind, $schema: _schema, ...page } = template;
  const rest = compile(page);
  return (values, lists) => {
    const filled = (rest ? rest(values, lists) : { ...page }) as PageFile;
    // instantiate() fills the address, then fills the whole page again, the address included.
    filled.path = fillText(fillText(template.path, values), values);
    return filled;
  };
}

/** Undefined for a part that no town changes: it holds no "{town." (the only facts a town fills). */
function compile(value: unknown): Fill | undefined {
  if (typeof value === 'string') return value.includes('{town.') ? (values) => fillText(value, values) : undefined;
  if (Array.isArray(value)) {
    const fills = value.map(compile);
    if (!fills.some(Boolean)) return undefined;
    // A string item may be a whole list ("{town.landing.keywords}"): fillTokens splices it in.
    return (values, lists) => value.flatMap((item, i) => {
      const fill = fills[i];
      if (!fill) return [item];
      return typeof item === 'string' ? fillTokens([item], values, lists) : [fill(values, lists)];
    });
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    // fillTokens leaves "$schema" as it is, at any depth.
    const fills = entries.map(([key, inner]) => (key === '$schema' ? undefined : compile(inner)));
    if (!fills.some(Boolean)) return undefined;
    return (values, lists) => Object.fromEntries(entries.map(([key, inner], i) => [key, fills[i] ? fills[i]!(values, lists) : inner]));
  }
  return undefined;
}
