import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMParser, parseHTML } from 'linkedom';
import { calendarDay } from '../../../src/content/upcoming-events.ts';
import type { JsonLd } from '../../../src/content/structured-data.ts';
import { projectRoot } from '../../../src/testing/temp-project.ts';

// The built site as files: a route's page parsed into a document (linkedom, a real HTML parser), its
// visible words, its structured data. Nothing here runs the page's scripts or applies its CSS.

export const dist = join(projectRoot, 'dist');

/** The file a route path is prerendered into. */
export const builtFile = (path: string, root = dist) => join(root, path === '/' ? '' : path.slice(1), 'index.html');

/** A route's built HTML as text. */
export const readBuilt = (path: string, root = dist) => readFileSync(builtFile(path, root), 'utf8');

/**
 * Parses HTML into a document (a <noscript>'s content becomes elements, as with scripting off; see
 * isHidden in roles.ts). Attribute names of HTML elements are lowercased, as a browser's parser does
 * (React writes srcSet, imageSrcSet, autoComplete); linkedom keeps them as written.
 */
export function parseHtml(html: string): Document {
  const { document } = parseHTML(html) as unknown as { document: Document };
  // Templates' markup too: a script may put it on the page.
  for (const el of selectAll(document, '*')) {
    if (el.closest('svg, math')) continue;
    for (const { name, value } of Array.from(el.attributes)) {
      if (name === name.toLowerCase()) continue;
      el.removeAttribute(name);
      if (!el.hasAttribute(name.toLowerCase())) el.setAttribute(name.toLowerCase(), value);
    }
  }
  return document;
}

/** Parses an XML file (the sitemap) into a document. */
export const parseXml = (xml: string): Document => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;

const pages = new Map<string, Document>();
/** A route's built page as a document, parsed once per test file. Do not change it: it is shared. */
export function builtPage(path: string): Document {
  let page = pages.get(path);
  if (!page) pages.set(path, (page = parseHtml(readBuilt(path))));
  return page;
}

/** querySelectorAll that also looks inside <template> contents (markup a script may put on the page later). */
export function selectAll(root: ParentNode, selector: string): Element[] {
  const templates = Array.from(root.querySelectorAll('template'), (t) => (t as HTMLTemplateElement).content);
  return [...Array.from(root.querySelectorAll(selector)), ...templates.flatMap((inner) => selectAll(inner, selector))];
}

/** Every .html file under a folder. */
export const htmlFiles = (dir = dist): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : []));

/** Spaces collapsed and ends trimmed, as Playwright compares texts. */
export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
/** The words of a node (its text content without script, style or template bodies), spaces collapsed. */
export function textOf(node: Node | null | undefined): string {
  const raw = (n: Node): string =>
    n.nodeType === 3 ? (n.nodeValue ?? '') : n.nodeType === 1 && NOT_TEXT.has((n as Element).tagName) ? '' : Array.from(n.childNodes, raw).join('');
  return node ? collapse(raw(node)) : '';
}

/** The nodes of every JSON-LD block of a page (each block is one {"@graph": [...]}). */
export function jsonLd(page: Document): JsonLd[] {
  return Array.from(page.querySelectorAll('script[type="application/ld+json"]'), (script) => (JSON.parse(script.textContent ?? '') as { '@graph': JsonLd[] })['@graph']).flat();
}

/** An attribute's value, or undefined (never null), for comparisons that read like the old ones. */
export const attr = (element: Element | null | undefined, name: string) => element?.getAttribute(name) ?? undefined;

/**
 * The day (or days) the build counted dated content from: SITE_TODAY when set, else today or
 * yesterday (a build just before midnight).
 */
export function buildDays(): string[] {
  const now = new Date();
  return process.env.SITE_TODAY ? [process.env.SITE_TODAY] : [calendarDay(now), calendarDay(new Date(now.getTime() - 24 * 60 * 60 * 1000))];
}
