import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { linkPath, routeFor, type RouteEntry } from '../../src/content/routes.ts';
import type { SiteContent } from '../../src/content/site-content.ts';
import { tokensIn } from '../../src/content/tokens.ts';
import type { LoadedFile } from './load-site.ts';
import type { Reference } from './schema-check.ts';
import { closest, didYouMean } from './suggest.ts';
import type { Report } from './validate-site.ts';

export interface ReferenceContext {
  content: SiteContent;
  routes: RouteEntry[];
  redirectPaths: Set<string>;
  publicDir: string;
}

/** What "x-ref" collected, checked against the assembled site: links, pictures, collection ids, forms and towns. */
export function checkReferences(toCheck: { file: LoadedFile; references: Reference[] }[], context: ReferenceContext, report: Report) {
  const { content, routes, redirectPaths, publicDir } = context;
  const addresses = [...routes.flatMap((r) => r.paths), ...redirectPaths];
  const ids = (kind: string) => ((content.collections as unknown as Record<string, { id: string }[] | undefined>)[kind] ?? []).map((item) => item.id);
  const seen = new Set<string>();
  for (const { file, references } of toCheck) {
    for (const ref of references) {
      if (ref.value.includes('{town.')) continue; // checked on each town's instance
      const dedupe = `${file.file}|${ref.pointer}|${ref.value}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      const say = (message: string, hint: string, candidates: Iterable<string>, value = ref.value) =>
        report(file, ref.pointer, message, hint, undefined, { suggestion: didYouMean(value, candidates) });
      if (ref.kind === 'link') {
        if (ref.value.startsWith('{') || !ref.value.startsWith('/')) continue; // token links are checked with the tokens
        const path = linkPath(ref.value);
        if (!routeFor(routes, path) && !redirectPaths.has(path)) {
          say(`the link "${ref.value}" goes to a page that does not exist.`, `Use the address of an existing page, for example ${examplePaths(path, addresses)}.`, addresses, path);
        }
      } else if (ref.kind === 'image') {
        if (ref.value.startsWith('/') && !existsSync(join(publicDir, ref.value))) {
          const folder = dirname(join(publicDir, ref.value));
          const siblings = existsSync(folder) ? readdirSync(folder) : [];
          const near = closest(basename(ref.value), siblings);
          report(file, ref.pointer, `the file "public${ref.value}" does not exist.`, 'Put the file under public/ or correct the path (names are case-sensitive).', undefined, {
            suggestion: near ? `Did you mean "${join(dirname(ref.value), near)}"?` : undefined,
          });
        }
      } else if (ref.kind === 'form') {
        const forms = content.forms.map((f) => f.form);
        if (!forms.includes(ref.value)) say(`there is no form "${ref.value}".`, `Forms are the files in site/forms/: ${forms.join(', ') || 'none yet'}.`, forms);
      } else if (ref.kind === 'town') {
        const slugs = content.towns.map((t) => t.slug);
        if (!slugs.includes(ref.value)) say(`there is no town "${ref.value}".`, `Towns are the files in site/towns/: ${slugs.join(', ')}.`, slugs);
      } else if (Object.hasOwn(content.collections, ref.kind)) {
        const known = ids(ref.kind);
        if (!known.includes(ref.value)) say(`there is no entry "${ref.value}" in site/collections/${ref.kind}.json.`, `Use one of its ids: ${known.join(', ')}.`, known);
      }
    }
  }
}

/** Every "{fact}" must be one the site knows; template files may also use {town.…}, filled per town. */
export function checkTokens(file: LoadedFile, known: Set<string>, report: Report) {
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      for (const token of tokensIn(value)) {
        if (file.kind === 'templateFile' && token.startsWith('town.')) continue;
        if (known.has(token)) continue;
        const near = closest(token, known);
        report(file, pointer, `"{${token}}" is not a known fact.`, `Facts you can use: ${[...known].filter((k) => !k.includes('.address.') && !k.includes('.map.')).slice(0, 12).map((k) => `{${k}}`).join(', ')}, …`, undefined, {
          suggestion: near ? `Did you mean "{${near}}"?` : undefined,
        });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(file.data, '');
}

/** Two or three real addresses that share a word with the broken one, else the home and contact pages. */
function examplePaths(path: string, addresses: string[]): string {
  const last = path.split('/').pop() ?? '';
  const near = addresses.filter((r) => last && r.includes(last.slice(0, 4)));
  return (near.length ? near : ['/', '/contact']).slice(0, 3).map((r) => `"${r}"`).join(' or ');
}
