import { join, resolve } from 'node:path';
import type { FormFile, PageFile, SiteFile, TemplateFile, TownFile } from '../../src/generated/site-types.ts';
import { checkForm } from './check-form.ts';
import { collectionNames, type Collections, type SiteContent } from '../../src/content/site-content.ts';
import { deriveRoutes, hasParams, referenceKey } from '../../src/content/routes.ts';
import { instantiate } from '../../src/content/town-pages.ts';
import { businessTokens, renderTimeTokens } from '../../src/content/tokens.ts';
import { checkAgainstSchema, type Reference } from './schema-check.ts';
import { explainErrors } from './explain-error.ts';
import { loadSite, type LoadedFile } from './load-site.ts';
import { locate } from './json-file.ts';
import { checkReferences, checkTokens } from './check-references.ts';
import { checkPlaceholders, checkTowns } from './check-towns.ts';
import { checkContentVersion, CURRENT_SCHEMA_VERSION } from './content-version.ts';
import type { Problem } from './problem.ts';

export interface ValidateOptions {
  root?: string;
  siteDir?: string;
  publicDir?: string;
  /** The content version this code reads (tests pretend a newer one). */
  schemaVersion?: number;
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

export interface ReportExtra {
  severity?: Problem['severity'];
  suggestion?: string;
}

export type Report = (file: LoadedFile, pointer: string, message: string, hint?: string, key?: string, extra?: ReportExtra) => void;

/** Checks the whole site folder and reports every problem at once, each with file, line:column and path. */
export function validateSite(options: ValidateOptions = {}): ValidationResult {
  const root = resolve(options.root ?? process.cwd());
  const siteDir = resolve(root, options.siteDir ?? 'site');
  const publicDir = resolve(root, options.publicDir ?? 'public');
  const { files, problems } = loadSite(root, siteDir);
  // A missing or empty folder is one problem; listing every file it lacks would bury it.
  if (files.length === 0 && problems.length === 1 && problems[0]!.pointer === '' && !problems[0]!.file.endsWith('.json')) return { problems, references: {} };
  const report: Report = (file, pointer, message, hint, key, extra = {}) => {
    const { line, column } = locate(file, pointer, key);
    problems.push({ file: file.file, line, column, pointer, message, suggestion: extra.suggestion, hint, severity: extra.severity ?? 'error' });
  };

  const versioned = checkContentVersion(files.find((f) => f.kind === 'siteFile'), options.schemaVersion ?? CURRENT_SCHEMA_VERSION);
  if (versioned) {
    report(files.find((f) => f.kind === 'siteFile')!, versioned.pointer, versioned.message, versioned.hint);
    return { problems, references: {} };
  }

  const checked: Checked[] = [];
  for (const file of files) {
    const { errors, references } = checkAgainstSchema(file.kind, file.data);
    for (const e of explainErrors(errors)) report(file, e.pointer, e.message, e.hint, e.key, { suggestion: e.suggestion });
    if (errors.length === 0) checked.push({ file, references });
  }

  const siteFiles = checked.filter((c) => c.file.kind === 'siteFile');
  if (!files.some((f) => f.kind === 'siteFile')) {
    problems.push({ file: join(siteDir, 'site.json').replace(`${root}/`, ''), line: 1, column: 1, pointer: '', message: 'site.json is missing.', hint: 'It holds the business facts, menus and theme; restore it from git.', severity: 'error' });
  }
  if (siteFiles.length === 0) return { problems, references: {} };

  const site = siteFiles[0]!.file.data as SiteFile;
  const of = (kind: string) => checked.filter((c) => c.file.kind === kind);
  const collections = Object.fromEntries(collectionNames.map((name) => {
    const source = checked.find((c) => c.file.kind === `${name}File`);
    return [name, source ? (source.file.data as Record<string, unknown>)[name] : []];
  })) as unknown as Collections;

  const content: SiteContent = {
    site,
    pages: of('pageFile').map((c) => ({ file: c.file.file, page: c.file.data as PageFile })),
    towns: of('townFile').map((c) => c.file.data as TownFile),
    templates: of('templateFile').map((c) => ({ file: c.file.file, template: c.file.data as TemplateFile })),
    collections,
    forms: of('formFile').map((c) => c.file.data as FormFile),
  };
  for (const c of of('formFile')) checkForm(c.file, report);

  // A template is checked once per town, as the page it becomes; problems point at the template.
  const instances: { file: LoadedFile; town: string; references: Reference[] }[] = [];
  for (const source of of('templateFile')) {
    for (const town of content.towns) {
      const page = instantiate(source.file.data as TemplateFile, town);
      const { errors, references } = checkAgainstSchema('pageFile', page);
      for (const e of explainErrors(errors)) {
        report(source.file, e.pointer, `for the town "${town.slug}": ${e.message}`, e.hint, e.key, { suggestion: e.suggestion });
      }
      const leftover = JSON.stringify(page).match(/\{town\.[a-zA-Z.]+\}/);
      if (leftover) report(source.file, '', `for the town "${town.slug}": ${leftover[0]} has no value in site/towns/${town.slug}.json.`, 'Use a fact every town file has, such as {town.name} or {town.landing.title}.');
      instances.push({ file: source.file, town: town.slug, references });
    }
  }

  checkUniqueness(content, checked, report);
  checkTowns(of('townFile').map((c) => c.file), report);
  for (const { file } of checked) checkPlaceholders(file, report);
  const routes = deriveRoutes(content);
  const routePaths = new Set(routes.flatMap((r) => r.paths));
  const redirectPaths = new Set((site.redirects ?? []).map((r) => r.from));
  for (const [index, redirect] of (site.redirects ?? []).entries()) {
    if (routePaths.has(redirect.from)) report(siteFiles[0]!.file, `/redirects/${index}/from`, `"${redirect.from}" is a page of the site, so it cannot also forward elsewhere.`, 'Remove this redirect or rename the page.');
  }

  const knownTokens = new Set([...Object.keys(businessTokens(site)), ...renderTimeTokens]);
  for (const { file } of checked) checkTokens(file, knownTokens, report);
  const toCheck = [
    ...checked.map((c) => ({ file: c.file, references: c.references, key: c.file.file })),
    ...instances.map((i) => ({ file: i.file, references: i.references, key: referenceKey({ source: i.file.file, town: i.town }) })),
  ];
  checkReferences(toCheck, { content, routes, redirectPaths, publicDir }, report);

  const references = Object.fromEntries(toCheck.map((c) => [c.key, c.references]));
  const errors = problems.filter((p) => p.severity === 'error');
  return errors.length === 0 ? { problems, content, references } : { problems, references };
}

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
