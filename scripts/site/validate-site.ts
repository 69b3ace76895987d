import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FormFile, PageFile, SiteFile, TemplateFile, TownFile } from '../../src/generated/site-types.ts';
import { checkForm } from './check-form.ts';
import { collectionNames, type Collections, type SiteContent } from '../../src/content/site-content.ts';
import { deriveRoutes, hasParams, linkPath, referenceKey, routeFor } from '../../src/content/routes.ts';
import { instantiate } from '../../src/content/town-pages.ts';
import { businessTokens, renderTimeTokens, tokensIn } from '../../src/content/tokens.ts';
import { checkAgainstSchema, type Reference } from './schema-check.ts';
import { explainError } from './explain-error.ts';
import { loadSite, type LoadedFile } from './load-site.ts';
import { locate } from './json-file.ts';
import type { Problem } from './problem.ts';

export interface ValidateOptions {
  root?: string;
  siteDir?: string;
  publicDir?: string;
}

export interface ValidationResult {
  problems: Problem[];
  /** The assembled content; present only when there are no errors. */
  content?: SiteContent;
  /** What each file refers to (links, images, collection entries), by file path. */
  references: Record<string, Reference[]>;
}

interface Checked {
  file: LoadedFile;
  references: Reference[];
}

/** Checks the whole site folder and reports every problem at once, each with file, line:column and path. */
export function validateSite(options: ValidateOptions = {}): ValidationResult {
  const root = resolve(options.root ?? process.cwd());
  const siteDir = resolve(root, options.siteDir ?? 'site');
  const publicDir = resolve(root, options.publicDir ?? 'public');
  const { files, problems } = loadSite(root, siteDir);
  // A missing or empty folder is one problem; listing every file it lacks would bury it.
  if (files.length === 0 && problems.length === 1 && problems[0]!.pointer === '' && !problems[0]!.file.endsWith('.json')) return { problems, references: {} };
  const report = (file: LoadedFile, pointer: string, message: string, hint?: string, key?: string, severity: Problem['severity'] = 'error') => {
    const { line, column } = locate(file, pointer, key);
    problems.push({ file: file.file, line, column, pointer, message, hint, severity });
  };

  const checked: Checked[] = [];
  for (const file of files) {
    const { errors, references } = checkAgainstSchema(file.kind, file.data);
    for (const error of errors) {
      const explained = explainError(error);
      report(file, explained.pointer, explained.message, explained.hint, explained.key);
    }
    if (errors.length === 0) checked.push({ file, references });
  }

  const siteFiles = checked.filter((c) => c.file.kind === 'siteFile');
  if (!files.some((f) => f.kind === 'siteFile')) {
    problems.push({ file: join(siteDir, 'site.json').replace(`${root}/`, ''), line: 1, column: 1, pointer: '', message: 'site.json is missing.', hint: 'It holds the business facts, menus and theme; restore it from git.', severity: 'error' });
  }
  if (siteFiles.length === 0) return { problems, references: {} };

  const site = siteFiles[0]!.file.data as SiteFile;
  const pages = checked.filter((c) => c.file.kind === 'pageFile');
  const towns = checked.filter((c) => c.file.kind === 'townFile');
  const collections = Object.fromEntries(collectionNames.map((name) => {
    const source = checked.find((c) => c.file.kind === `${name}File`);
    return [name, source ? (source.file.data as Record<string, unknown>)[name] : []];
  })) as unknown as Collections;

  const content: SiteContent = {
    site,
    pages: pages.map((c) => ({ file: c.file.file, page: c.file.data as PageFile })),
    towns: towns.map((c) => c.file.data as TownFile),
    templates: checked.filter((c) => c.file.kind === 'templateFile').map((c) => ({ file: c.file.file, template: c.file.data as TemplateFile })),
    collections,
    forms: checked.filter((c) => c.file.kind === 'formFile').map((c) => c.file.data as FormFile),
  };
  for (const c of checked.filter((c) => c.file.kind === 'formFile')) checkForm(c.file, report);

  // A template is checked once per town, as the page it becomes; problems point at the template.
  const instances: { file: LoadedFile; town: string; references: Reference[] }[] = [];
  for (const source of checked.filter((c) => c.file.kind === 'templateFile')) {
    for (const town of content.towns) {
      const page = instantiate(source.file.data as TemplateFile, town);
      const { errors, references } = checkAgainstSchema('pageFile', page);
      for (const error of errors) {
        const explained = explainError(error);
        report(source.file, explained.pointer, `for the town "${town.slug}": ${explained.message}`, explained.hint, explained.key);
      }
      const leftover = JSON.stringify(page).match(/\{town\.[a-zA-Z.]+\}/);
      if (leftover) report(source.file, '', `for the town "${town.slug}": ${leftover[0]} has no value in site/towns/${town.slug}.json.`, 'Use a fact every town file has, such as {town.name} or {town.landing.title}.');
      instances.push({ file: source.file, town: town.slug, references });
    }
  }

  checkUniqueness(content, checked, report);
  const routes = deriveRoutes(content);
  const routePaths = new Set(routes.flatMap((r) => r.paths));
  const redirectPaths = new Set((site.redirects ?? []).map((r) => r.from));
  for (const [index, redirect] of (site.redirects ?? []).entries()) {
    if (routePaths.has(redirect.from)) report(siteFiles[0]!.file, `/redirects/${index}/from`, `"${redirect.from}" is a page of the site, so it cannot also forward elsewhere.`, 'Remove this redirect or rename the page.');
  }

  const knownTokens = new Set([...Object.keys(businessTokens(site)), ...renderTimeTokens]);
  const collectionIds = Object.fromEntries(collectionNames.map((name) => [name, new Set((collections[name] as { id: string }[]).map((item) => item.id))]));
  const toCheck = [
    ...checked.map((c) => ({ file: c.file, references: c.references, key: c.file.file })),
    ...instances.map((i) => ({ file: i.file, references: i.references, key: referenceKey({ source: i.file.file, town: i.town }) })),
  ];
  for (const { file } of checked) checkTokens(file, knownTokens, report);
  const seenProblems = new Set<string>();
  for (const { file, references } of toCheck) {
    for (const ref of references) {
      if (ref.value.includes('{town.')) continue; // checked on each town's instance
      const dedupe = `${file.file}|${ref.pointer}|${ref.value}`;
      if (seenProblems.has(dedupe)) continue;
      seenProblems.add(dedupe);
      if (ref.kind === 'link') {
        if (ref.value.startsWith('{')) continue; // token links are checked with the tokens
        if (!ref.value.startsWith('/')) continue;
        const path = linkPath(ref.value);
        if (!routeFor(routes, path) && !redirectPaths.has(path)) {
          report(file, ref.pointer, `the link "${ref.value}" goes to a page that does not exist.`, `Use an existing page, for example ${suggestPath(path, routePaths)}.`);
        }
      } else if (ref.kind === 'image') {
        if (ref.value.startsWith('/') && !existsSync(join(publicDir, ref.value))) {
          report(file, ref.pointer, `the file "public${ref.value}" does not exist.`, 'Put the file under public/ or correct the path (names are case-sensitive).');
        }
      } else if (ref.kind in collectionIds) {
        if (!collectionIds[ref.kind]!.has(ref.value)) {
          report(file, ref.pointer, `there is no entry "${ref.value}" in site/collections/${ref.kind}.json.`, `Use one of its ids: ${[...collectionIds[ref.kind]!].join(', ')}.`);
        }
      } else if (ref.kind === 'form') {
        if (!content.forms.some((f) => f.form === ref.value)) {
          report(file, ref.pointer, `there is no form "${ref.value}".`, `Forms are the files in site/forms/: ${content.forms.map((f) => f.form).join(', ') || 'none yet'}.`);
        }
      } else if (ref.kind === 'town') {
        if (!content.towns.some((t) => t.slug === ref.value)) {
          report(file, ref.pointer, `there is no town "${ref.value}".`, `Towns are the files in site/towns/: ${content.towns.map((t) => t.slug).join(', ')}.`);
        }
      }
    }
  }

  const references = Object.fromEntries(toCheck.map((c) => [c.key, c.references]));
  const errors = problems.filter((p) => p.severity === 'error');
  return errors.length === 0 ? { problems, content, references } : { problems, references };
}

export type Report = (file: LoadedFile, pointer: string, message: string, hint?: string, key?: string) => void;

function checkUniqueness(content: SiteContent, checked: Checked[], report: Report) {
  const pageFiles = checked.filter((c) => c.file.kind === 'pageFile');
  const seenPaths = new Map<string, string>();
  for (const { file } of pageFiles) {
    const { path, paths } = file.data as PageFile;
    if (hasParams(path) && !paths) report(file, '', `the address "${path}" has a ":name" part but no "paths".`, 'Add "paths" with the concrete addresses to build.');
    if (!hasParams(path) && paths) report(file, '/paths', '"paths" is only for an address with a ":name" part.', 'Remove "paths".');
    const other = seenPaths.get(path);
    if (other) report(file, '/path', `the address "${path}" is already used by ${other}.`, 'Give this page a different "path".');
    else seenPaths.set(path, file.file);
  }
  for (const { file } of checked.filter((c) => c.file.kind === 'townFile')) {
    const town = file.data as TownFile;
    const expected = `towns/${town.slug}.json`;
    if (file.siteRelative !== expected) report(file, '/slug', `the slug "${town.slug}" does not match the file name.`, `Rename the file to site/${expected} or change "slug".`);
  }
  for (const name of collectionNames) {
    const source = checked.find((c) => c.file.kind === `${name}File`);
    if (!source) continue;
    const seen = new Set<string>();
    (content.collections[name] as { id: string }[]).forEach((item, index) => {
      if (seen.has(item.id)) report(source.file, `/${name}/${index}/id`, `the id "${item.id}" is used twice.`, 'Each entry needs its own id.');
      seen.add(item.id);
    });
  }
}

function checkTokens(file: LoadedFile, known: Set<string>, report: Report) {
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      for (const token of tokensIn(value)) {
        if (file.kind === 'templateFile' && token.startsWith('town.')) continue; // filled per town
        if (!known.has(token)) report(file, pointer, `"{${token}}" is not a known fact.`, `Facts you can use: ${[...known].filter((k) => !k.includes('.address.') && !k.includes('.map.')).slice(0, 12).map((k) => `{${k}}`).join(', ')}, …`);
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(file.data, '');
}

function suggestPath(path: string, routes: Set<string>): string {
  const last = path.split('/').pop() ?? '';
  const near = [...routes].filter((r) => last && r.includes(last.slice(0, 4)));
  return (near.length ? near : ['/', '/contact']).slice(0, 3).map((r) => `"${r}"`).join(' or ');
}
