import type { PageFile, SiteFile, TemplateFile, TownFile } from '../../generated/site-types.ts';
import { assembleContent } from '../assemble-content.ts';
import { checkForm } from './check-form.ts';
import { collectionNames, type SiteContent } from '../site-content.ts';
import { deriveRoutes, referenceKey } from '../routes.ts';
import { townLists, townPath, townTokens } from '../town-pages.ts';
import { prepareTemplate } from './template-filler.ts';
import { businessTokens, fillTokens, renderTimeTokens } from '../tokens.ts';
import type { Reference, SchemaChecker } from './schema-facts.ts';
import { explainErrors } from './explain-error.ts';
import type { LoadedFile } from './read-content.ts';
import { locate, type Position } from './json-file.ts';
import { checkReferences, checkTokens, checkWrittenPhone, knownNames, type PublicFiles } from './check-references.ts';
import { checkPlaceholders, checkTowns } from './check-towns.ts';
import { checkUniqueness } from './check-uniqueness.ts';
import { checkTitles } from './check-titles.ts';
import { checkEvents, checkReviewDates } from './check-events.ts';
import { checkPortfolioIndexing } from './check-portfolio.ts';
import { checkContentVersion } from './content-version.ts';
import type { Problem } from './problem.ts';
import type { Checked, Report } from './check-types.ts';

// The validator's core: every check, on files already read. Browser-safe (no fs, no compiler): the
// command line and the build feed it from disk (validate-site.ts), the studio from the content API,
// with its draft in place of the file being edited (decision 016).

export interface ValidationResult {
  problems: Problem[];
  /** The assembled content; present only when there are no errors. */
  content?: SiteContent;
  /** What each file refers to (links, images, collection entries), by file path. */
  references: Record<string, Reference[]>;
  /** Each town's pages as made from the templates while checking them, by reference key; present only when there are no errors (the build reuses them). */
  townPages?: Map<string, PageFile>;
}

/** The files as read: those that parsed, the problems of those that did not, and their paths inside site/. */
export interface ReadContent {
  files: LoadedFile[];
  problems: Problem[];
  /** Files that exist but could not be read as JSON, by path inside site/ ("towns/selma.json"). */
  unreadable: string[];
}

export interface CoreOptions {
  /** The schema check: compiled at run time in Node, compiled to code in the browser. */
  checkSchema: SchemaChecker;
  /** What is under public/; absent: picture paths are not checked. */
  publicFiles?: PublicFiles;
  /** The content version this code reads. */
  schemaVersion: number;
  /** The day events and reviews are measured against, YYYY-MM-DD. */
  today: string;
  /** The content folder as shown in messages ("site"). */
  siteFolder: string;
}

/** The most problems told of one file; the rest are counted in one more problem ("more-problems"). */
export const MOST_PER_FILE = 200;

/** Checks the whole site and reports every problem at once (up to MOST_PER_FILE a file), each with file, line:column and path. */
export function validateContent({ files, problems: readProblems, unreadable }: ReadContent, options: CoreOptions): ValidationResult {
  const problems = [...readProblems];
  // A missing or empty folder is one problem; listing every file it lacks would bury it.
  if (files.length === 0 && problems.length === 1 && problems[0]!.pointer === '' && !problems[0]!.file.endsWith('.json')) return { problems, references: {} };
  // Many problems share a place (a copied town is told once per look-alike): find each place once.
  const places = new Map<LoadedFile, Map<string, Position>>();
  const placeOf = (file: LoadedFile, pointer: string, key?: string) => {
    const inFile = places.get(file) ?? places.set(file, new Map()).get(file)!;
    const id = key === undefined ? pointer : `${pointer}\u0000${key}`;
    return inFile.get(id) ?? inFile.set(id, locate(file, pointer, key)).get(id)!;
  };
  // Past MOST_PER_FILE a file's problems are only counted (and not located): one problem per
  // value made 120,000 problems of one list, each placed and sent (#26).
  // Errors and warnings have MOST_PER_FILE places each, so a file's many warnings never hide an error.
  const reported = new Map<LoadedFile, { error: number; warning: number; hiddenErrors: number; hiddenWarnings: number }>();
  const report: Report = (file, pointer, message, hint, key, extra = {}) => {
    const tally = reported.get(file) ?? reported.set(file, { error: 0, warning: 0, hiddenErrors: 0, hiddenWarnings: 0 }).get(file)!;
    const severity = extra.severity ?? 'error';
    if (++tally[severity] > MOST_PER_FILE) {
      if (severity === 'error') tally.hiddenErrors++;
      else tally.hiddenWarnings++;
      return;
    }
    const { line, column } = placeOf(file, pointer, key);
    // An unknown property is named in the path, so the path says exactly what to rename or remove.
    const path = key === undefined ? pointer : `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    problems.push({ file: file.file, line, column, pointer: path, message, suggestion: extra.suggestion, ...(extra.rule || extra.keyword ? { rule: extra.rule ?? extra.keyword } : {}), ...(extra.values ? { values: extra.values } : {}), hint, severity: extra.severity ?? 'error' });
  };

  const versioned = checkContentVersion(files.find((f) => f.kind === 'siteFile'), options.schemaVersion);
  if (versioned) {
    report(files.find((f) => f.kind === 'siteFile')!, versioned.pointer, versioned.message, versioned.hint, undefined, { rule: 'content-version' });
    return { problems, references: {} };
  }

  const checked: Checked[] = [];
  // Files with schema errors still get their links, ids and placeholders checked: every problem at once.
  const loaded: Checked[] = [];
  for (const file of files) {
    const { errors, references } = options.checkSchema(file.kind, file.data);
    for (const e of explainErrors(errors)) report(file, e.pointer, e.message, e.hint, e.key, { suggestion: e.suggestion, keyword: e.rule });
    if (errors.length === 0) checked.push({ file, references });
    loaded.push({ file, references });
  }

  const siteSource = files.find((f) => f.kind === 'siteFile');
  if (!siteSource && !unreadable.includes('site.json')) {
    problems.push({ file: `${options.siteFolder}/site.json`, line: 1, column: 1, pointer: '', message: 'site.json is missing.', hint: 'It holds the business facts, menus and theme; restore it from git.', severity: 'error' });
  }
  // A broken site.json still lets every other file be checked; only the facts it names ({business.phone}) go unchecked.
  const siteValid = checked.some((c) => c.file === siteSource);
  const site = (siteSource?.data ?? {}) as SiteFile;
  const of = (kind: string) => checked.filter((c) => c.file.kind === kind);
  // site.json as read, even when it has errors: its routes and redirects still count for the other checks.
  const content: SiteContent = { ...assembleContent(checked.map((c) => c.file)), site };
  const { collections } = content;
  for (const c of of('formFile')) checkForm(c.file, report);

  // A template is checked once per town, as the page it becomes; problems point at the template.
  // The schema check stays per town, since a town's facts can break it and its references feed that
  // page's bundle; the template is read once, and each town's facts are flattened once.
  const instances: { file: LoadedFile; town: string; references: Reference[] }[] = [];
  const townPages = new Map<string, PageFile>();
  const facts = content.towns.map((town) => ({ town, values: townTokens(town), lists: townLists(town) }));
  for (const source of of('templateFile')) {
    const fill = prepareTemplate(source.file.data as TemplateFile);
    for (const { town, values, lists } of facts) {
      const page = fill(values, lists);
      const { errors, references } = options.checkSchema('pageFile', page);
      for (const e of explainErrors(errors)) {
        report(source.file, e.pointer, `for the town "${town.slug}": ${e.message}`, e.hint, e.key, { suggestion: e.suggestion, keyword: e.rule });
      }
      const leftover = JSON.stringify(page).match(/\{town\.[a-zA-Z.]+\}/);
      if (leftover && Object.hasOwn(lists, leftover[0].slice(1, -1))) {
        report(source.file, '', `for the town "${town.slug}": ${leftover[0]} is a list, so it cannot stand inside a text.`, `Give it a list item of its own, as in "keywords": ["{town.landing.keywords}"], or use a single fact such as {town.name}.`, undefined, { rule: 'template-list-in-text', values: { town: town.name } });
      } else if (leftover) {
        report(source.file, '', `for the town "${town.slug}": ${leftover[0]} has no value in site/towns/${town.slug}.json.`, 'Use a fact every town file has, such as {town.name} or {town.landing.title}.', undefined, { rule: 'template-fact-missing', values: { town: town.name } });
      }
      instances.push({ file: source.file, town: town.slug, references });
      townPages.set(referenceKey({ source: source.file.file, town: town.slug }), page);
    }
  }

  checkUniqueness(content, checked, report);
  checkTowns(of('townFile').map((c) => c.file), report);
  const { today } = options;
  checkEvents(of('townFile').map((c) => c.file), today, report);
  checkReviewDates(of('reviewsFile').map((c) => c.file), today, report);
  checkPortfolioIndexing(of('pageFile').map((c) => c.file), collections.portfolio, report);
  for (const { file } of loaded) checkPlaceholders(file, report);
  const routes = deriveRoutes(content);
  const routePaths = new Set(routes.flatMap((r) => r.paths));
  const redirects = (Array.isArray(site.redirects) ? site.redirects : []).filter((r) => typeof r?.from === 'string');
  const redirectPaths = new Set(redirects.map((r) => r.from));
  const otherPaths = new Set([...redirectPaths, ...pathsOfBrokenFiles(files, unreadable, checked, content)]);
  for (const [index, redirect] of redirects.entries()) {
    if (siteValid && routePaths.has(redirect.from)) report(siteSource!, `/redirects/${index}/from`, `"${redirect.from}" is a page of the site, so it cannot also forward elsewhere.`, 'Remove this redirect or rename the page.', undefined, { rule: 'redirect-is-page' });
  }

  if (siteValid) {
    const knownTokens = new Set([...Object.keys(businessTokens(site)), ...renderTimeTokens]);
    for (const { file } of loaded) checkTokens(file, knownTokens, report);
    for (const { file } of loaded) checkWrittenPhone(file, site.business.phone, report);
    const tokens = businessTokens(site);
    const titleFiles = (kind: string) => checked.filter((c) => c.file.kind === kind).map((c) => c.file);
    checkTitles({ suffix: site.titleSuffix, pages: titleFiles('pageFile'), templates: titleFiles('templateFile'), towns: titleFiles('townFile'), fill: (text) => fillTokens(text, tokens) }, report);
  }
  const toCheck = [
    ...loaded.map((c) => ({ file: c.file, references: c.references, key: c.file.file })),
    ...instances.map((i) => ({ file: i.file, references: i.references, key: referenceKey({ source: i.file.file, town: i.town }) })),
  ];
  const fill = siteValid ? (text: string) => fillTokens(text, businessTokens(site)) : (text: string) => text;
  const titles = pageTitles(content, townPages, fill);
  checkReferences(toCheck, { routes, otherPaths, names: knownNames(files, unreadable, collectionNames), publicFiles: options.publicFiles, titles }, report);

  for (const [file, { hiddenErrors, hiddenWarnings }] of reported) {
    const more = hiddenErrors + hiddenWarnings;
    if (more === 0) continue;
    const { line, column } = placeOf(file, '');
    problems.push({ file: file.file, line, column, pointer: '', message: `and ${more.toLocaleString('en-US')} more ${more === 1 ? 'problem' : 'problems'} in this file, not listed.`, rule: 'more-problems', values: { count: more.toLocaleString('en-US') }, hint: 'Fix the problems listed (often one mistake repeated), then check again.', severity: hiddenErrors > 0 ? 'error' : 'warning' });
  }

  const references = Object.fromEntries(toCheck.map((c) => [c.key, c.references]));
  const errors = problems.filter((p) => p.severity === 'error');
  return errors.length === 0 ? { problems, content, references, townPages } : { problems, references };
}

/**
 * Each address's page title as visitors read it (business facts filled), so a "did you mean" can
 * name a page the way the studio's staff know it: "Services", not "/services".
 */
function pageTitles(content: SiteContent, townPages: Map<string, PageFile>, fill: (text: string) => string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const { page } of content.pages) {
    if (typeof page.meta?.title === 'string') titles.set(page.path, fill(page.meta.title));
    for (const [path, meta] of Object.entries(page.pathMeta ?? {})) if (meta?.title) titles.set(path, fill(meta.title));
  }
  for (const { file, template } of content.templates) {
    for (const town of content.towns) {
      const title = townPages.get(referenceKey({ source: file, town: town.slug }))?.meta.title;
      if (title) titles.set(townPath(template, town), fill(title));
    }
  }
  return titles;
}

/**
 * Addresses of pages whose file has schema errors: they are still meant to exist, so links to them
 * are not reported as broken on top of the file's own problems.
 */
function pathsOfBrokenFiles(files: LoadedFile[], unreadable: string[], checked: Checked[], content: SiteContent): string[] {
  const passed = new Set(checked.map((c) => c.file));
  const broken = files.filter((f) => !passed.has(f));
  const out: string[] = [];
  const templates = [...content.templates.map((t) => t.template), ...broken.filter((f) => f.kind === 'templateFile').map((f) => f.data as TemplateFile)];
  // A town file that is not valid JSON still has its pages: its slug is its file name.
  const unreadableTowns = unreadable.map((path) => path.match(/^towns\/([a-z0-9-]+)\.json$/)?.[1]).filter((slug): slug is string => !!slug);
  const towns = [
    ...content.towns,
    ...broken.filter((f) => f.kind === 'townFile').map((f) => f.data as TownFile),
    ...unreadableTowns.map((slug) => ({ slug, name: slug }) as TownFile),
  ];
  for (const file of broken) {
    const page = file.data as Partial<PageFile>;
    if (file.kind === 'pageFile' && typeof page.path === 'string') out.push(page.path, ...(Array.isArray(page.paths) ? page.paths : []));
  }
  for (const template of templates) {
    for (const town of towns) {
      if (typeof template.path !== 'string' || typeof town.slug !== 'string') continue;
      try {
        out.push(townPath(template, town));
      } catch {
        // a town too broken to fill the template is reported by the schema already
      }
    }
  }
  return out;
}
