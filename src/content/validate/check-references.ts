import { hasParams, linkPath, matchesPattern, type RouteEntry } from '../routes.ts';
import { studioTokens, tokensIn } from '../tokens.ts';
import type { LoadedFile } from './read-content.ts';
import type { Reference } from './schema-facts.ts';
import { closest, didYouMean } from './suggest.ts';
import type { Report } from './check-types.ts';
import type { SiteRule } from './site-rules.ts';

export interface ReferenceContext {
  routes: RouteEntry[];
  /** Addresses that exist besides the routes: redirects, and pages whose file has its own errors. */
  otherPaths: Set<string>;
  /** Names that exist, read from every loaded file (even one with errors, so one mistake does not cascade). */
  names: KnownNames;
  /** The files under public/; absent where they cannot be seen (pictures are then not checked). */
  publicFiles?: PublicFiles;
  /** Each address's page title, so a "did you mean" names a page as the studio shows it. */
  titles?: Map<string, string>;
}

/** What is under public/, asked by address ("/images/towns/benson.jpg"): from disk, or from a list. */
export interface PublicFiles {
  exists(path: string): boolean;
  /** The file names in one folder ("/images/towns"), for "Did you mean". */
  namesIn(folder: string): string[];
}

export interface KnownNames {
  towns: string[];
  /** Each town's name by its slug, where its file says it. */
  townNames?: Record<string, string>;
  forms: string[];
  /** Ids in each collection, by collection name; none for a collection whose file cannot be read (its own problem says why). */
  ids: Record<string, string[] | undefined>;
}

const text = (value: unknown): value is string => typeof value === 'string';

/**
 * Town slugs, form names and collection ids from all loaded files, whether or not they pass the
 * schema; a town or form file that is not even valid JSON still counts by its file name.
 */
export function knownNames(files: LoadedFile[], unreadable: string[], collectionNames: readonly string[]): KnownNames {
  const data = (kind: string) => files.filter((f) => f.kind === kind).map((f) => f.data as Record<string, unknown>);
  const byName = (folder: string) => unreadable.map((path) => path.match(new RegExp(`^${folder}/([a-z0-9-]+)\\.json$`))?.[1]).filter(text);
  const ids = Object.fromEntries(collectionNames.map((name) => {
    if (unreadable.includes(`collections/${name}.json`)) return [name, undefined];
    const items = data(`${name}File`).flatMap((d) => (Array.isArray(d[name]) ? d[name] : []) as Record<string, unknown>[]);
    return [name, items.map((item) => item?.id).filter(text)];
  }));
  return {
    towns: [...data('townFile').map((d) => d.slug).filter(text), ...byName('towns')],
    townNames: Object.fromEntries(data('townFile').filter((d) => text(d.slug) && text(d.name)).map((d) => [d.slug, d.name])),
    forms: [...data('formFile').map((d) => d.form).filter(text), ...byName('forms')],
    ids,
  };
}

/** What "x-ref" collected, checked against the assembled site: links, pictures, collection ids, forms and towns. */
export function checkReferences(toCheck: { file: LoadedFile; references: Reference[] }[], context: ReferenceContext, report: Report) {
  const { routes, otherPaths, names, publicFiles, titles } = context;
  const addresses = [...routes.flatMap((r) => r.paths), ...otherPaths];
  // Plain addresses are looked up in a set, so a thousand town pages' links cost a thousand lookups
  // rather than a thousand scans of every route; only addresses with ":name" parts are matched in turn.
  const plainRoutes = new Set(routes.filter((r) => !hasParams(r.path)).map((r) => r.path));
  const patternRoutes = routes.filter((r) => hasParams(r.path));
  const isRoute = (path: string) => plainRoutes.has(path) || patternRoutes.some((r) => matchesPattern(r.path, path));
  const seen = new Set<string>();
  for (const { file, references } of toCheck) {
    for (const ref of references) {
      if (ref.value.includes('{town.')) continue; // checked on each town's instance
      const dedupe = `${file.file}|${ref.pointer}|${ref.value}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      const say = (message: string, hint: string, candidates: Iterable<string>, rule: SiteRule, values: Record<string, string>, nameOf = (near: string) => near) => {
        const near = closest(ref.value, candidates);
        report(file, ref.pointer, message, hint, undefined, { suggestion: didYouMean(ref.value, candidates), rule, values: { ...values, ...(near ? { suggestion: nameOf(near) } : {}) } });
      };
      if (ref.kind === 'link') {
        if (ref.value.startsWith('{') || !ref.value.startsWith('/')) continue; // token links are checked with the tokens
        const path = linkPath(ref.value);
        if (!isRoute(path) && !otherPaths.has(path)) {
          const near = closest(path, addresses);
          // The studio offers one page: the closest address, else the first that shares a word with it.
          const offered = near ?? sharingAWord(path, addresses)[0];
          report(file, ref.pointer, `the link "${ref.value}" goes to a page that does not exist.`, near ? 'Correct the address: it must be a page of this site.' : `Use the address of an existing page, for example ${examplePaths(path, addresses)}.`, undefined, {
            suggestion: near ? `Did you mean "${near}"?` : undefined,
            rule: 'missing-page',
            // The studio names the page by its title; an address without one (a redirect) by itself.
            values: offered ? { suggestion: titles?.get(offered) ?? offered } : {},
          });
        }
      } else if (ref.kind === 'image') {
        // A path with a ".." step is the schema's to refuse (it climbs out of public/): never looked up.
        const climbs = ref.value.split('/').includes('..');
        if (publicFiles && ref.value.startsWith('/') && !climbs && !publicFiles.exists(ref.value)) {
          const folder = ref.value.slice(0, ref.value.lastIndexOf('/')) || '/';
          const near = closest(ref.value.slice(folder.length + 1), publicFiles.namesIn(folder));
          report(file, ref.pointer, `the file "public${ref.value}" does not exist.`, 'Put the file under public/ or correct the path (names are case-sensitive).', undefined, {
            suggestion: near ? `Did you mean "${folder === '/' ? '' : folder}/${near}"?` : undefined,
            rule: 'missing-picture',
            values: near ? { suggestion: near } : {},
          });
        }
      } else if (ref.kind === 'form') {
        const { forms } = names;
        if (!forms.includes(ref.value)) say(`there is no form "${ref.value}".`, `Forms are the files in site/forms/: ${forms.join(', ') || 'none yet'}.`, forms, 'missing-form', { name: ref.value });
      } else if (ref.kind === 'town') {
        const { towns } = names;
        if (!towns.includes(ref.value)) say(`there is no town "${ref.value}".`, `Towns are the files in site/towns/: ${towns.join(', ')}.`, towns, 'missing-town', { name: ref.value }, (slug) => names.townNames?.[slug] ?? slug);
      } else if (Object.hasOwn(names.ids, ref.kind)) {
        const known = names.ids[ref.kind];
        if (known && !known.includes(ref.value)) {
          say(`there is no entry "${ref.value}" in site/collections/${ref.kind}.json.`, known.length ? `Use one of its ids: ${known.join(', ')}.` : 'That collection has no entries yet; add one with this id.', known, 'missing-entry', { id: ref.value });
        }
      }
    }
  }
}

/** Every "{fact}" must be one the site knows; template files may also use {town.…}, filled per town. */
export function checkTokens(file: LoadedFile, known: Set<string>, report: Report) {
  const inStudio = new Set([...known, ...studioTokens]);
  const walk = (value: unknown, pointer: string, known: Set<string>) => {
    if (typeof value === 'string') {
      for (const token of tokensIn(value)) {
        if (file.kind === 'templateFile' && token.startsWith('town.')) continue;
        if (known.has(token)) continue;
        const near = closest(token, known);
        report(file, pointer, `"{${token}}" is not a known fact.`, `Facts you can use: ${[...known].filter((k) => !k.includes('.address.') && !k.includes('.map.')).slice(0, 12).map((k) => `{${k}}`).join(', ')}, …`, undefined, {
          suggestion: near ? `Did you mean "{${near}}"?` : undefined,
          rule: 'unknown-fact',
          values: { fact: token, ...(near ? { suggestion: near } : {}) },
        });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, known));
    else if (value && typeof value === 'object') {
      // A section's studio words (the schema gives them to the dashboard section only) have tokens
      // of their own (studioTokens). The section is not named here: section types belong to the registry.
      const section = typeof (value as { type?: unknown }).type === 'string';
      for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, section && k === 'studio' ? inStudio : known);
    }
  };
  walk(file.data, '', known);
}

/** Real addresses that share a word with the broken one ("/contact-us-now" → "/contact"). */
function sharingAWord(path: string, addresses: string[]): string[] {
  const last = path.split('/').pop() ?? '';
  return addresses.filter((r) => last && r.includes(last.slice(0, 4)));
}

/** Two or three real addresses that share a word with the broken one, else the home and contact pages. */
function examplePaths(path: string, addresses: string[]): string {
  const near = sharingAWord(path, addresses);
  return (near.length ? near : ['/', '/contact']).slice(0, 3).map((r) => `"${r}"`).join(' or ');
}

/**
 * The business phone written out in a text instead of {business.phone}: it would stay behind when
 * the number changes in site.json, on the very pages that tell people to call.
 */
export function checkWrittenPhone(file: LoadedFile, phone: string, report: Report) {
  if (file.kind === 'siteFile' || !phone) return;
  const digits = phone.replace(/\D/g, '');
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (value.includes(phone) || (digits.length >= 7 && value.replace(/\D/g, '').includes(digits) && /\d{3}\D{0,2}\d{4}/.test(value))) {
        report(file, pointer, `the business phone number is written out here ("${phone}").`, 'Write {business.phone} instead (or {business.phoneHref} in a link), so the text follows site.json when the number changes.', undefined, { severity: 'warning', rule: 'written-phone', values: { phone } });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(file.data, '');
}
