import { collapse } from './built-site.ts';

// Playwright's getByRole, getByText and toBeVisible, as far as the HTML alone can answer them. What the
// HTML cannot say (the page's CSS, its scripts, the viewport) stays with the browser tests.

/**
 * Hidden by the HTML itself, whatever the CSS says: the `hidden` attribute, aria-hidden="true", a
 * closed <dialog>, a closed <details> (all but its summary), a <template> or <noscript> (the tests run
 * with scripts on), or an inline display:none or visibility:hidden, on the element or an ancestor.
 */
export function isHidden(element: Element): boolean {
  for (let el: Element | null = element, child: Element | null = null; el; child = el, el = el.parentElement) {
    if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
    const tag = el.tagName;
    if (tag === 'TEMPLATE' || tag === 'NOSCRIPT' || tag === 'SCRIPT' || tag === 'STYLE' || tag === 'HEAD') return true;
    if (tag === 'DIALOG' && !el.hasAttribute('open')) return true;
    if (tag === 'DETAILS' && !el.hasAttribute('open') && child && !(child.tagName === 'SUMMARY' && el.querySelector('summary') === child)) return true;
    if (/(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(el.getAttribute('style') ?? '')) return true;
  }
  return false;
}

/** Present and not hidden by the HTML: what toBeVisible can become when no CSS rule of the site hides the element. */
export const isShown = (element: Element | null | undefined): element is Element => Boolean(element) && !isHidden(element!);

const LANDMARK_SCOPES = 'article, aside, main, nav, section';

/** The element's role: its role attribute's first word, or the implicit role of its tag (the ones these tests use). */
export function roleOf(el: Element): string | undefined {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.tagName.toLowerCase();
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : undefined;
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
      return 'heading';
    case 'ul': case 'ol': case 'menu':
      return 'list';
    case 'li':
      return 'listitem';
    case 'img':
      return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'nav':
      return 'navigation';
    case 'main':
      return 'main';
    case 'article':
      return 'article';
    case 'header':
      return el.parentElement?.closest(LANDMARK_SCOPES) ? undefined : 'banner';
    case 'footer':
      return el.parentElement?.closest(LANDMARK_SCOPES) ? undefined : 'contentinfo';
    case 'section':
      return labelName(el) ? 'region' : undefined;
    case 'form':
      return 'form';
    case 'button':
      return 'button';
    case 'input': {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      return ['button', 'submit', 'reset', 'image'].includes(type) ? 'button' : type === 'checkbox' ? 'checkbox' : type === 'radio' ? 'radio' : 'textbox';
    }
    case 'textarea':
      return 'textbox';
    case 'table':
      return 'table';
    case 'tr':
      return 'row';
    case 'dialog':
      return 'dialog';
    case 'figure':
      return 'figure';
    default:
      return undefined;
  }
}

/** Roles whose name comes from their content when no label is given. */
const NAME_FROM_CONTENT = new Set(['link', 'button', 'heading', 'menuitem', 'row', 'cell', 'listitem', 'tab', 'option', 'checkbox', 'radio']);

/** The words an element's content gives its name: text, pictures' alt, labelled parts; hidden parts left out. */
function nameFromContent(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) return '';
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return ` ${label} `;
  if (el.tagName === 'IMG') return ` ${el.getAttribute('alt') ?? ''} `;
  // Block elements separate their words, as the accessible name computation does with CSS boxes.
  const words = Array.from(el.childNodes, nameFromContent).join('');
  return /^(P|DIV|LI|UL|OL|H[1-6]|BR|TD|TH|TR|SECTION|ARTICLE|FIGURE|FIGCAPTION|DL|DT|DD)$/.test(el.tagName) ? ` ${words} ` : words;
}

/** The name its aria-labelledby or aria-label gives an element, or ''. */
function labelName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const named = labelledBy.split(/\s+/).map((id) => el.ownerDocument.getElementById(id)).filter((ref): ref is HTMLElement => Boolean(ref));
    if (named.length) return collapse(named.map((ref) => nameFromContent(ref)).join(' '));
  }
  return collapse(el.getAttribute('aria-label') ?? '');
}

/** The accessible name, as the browser would compute it for these pages (aria-labelledby, aria-label, alt, <label>, content). */
export function accessibleName(el: Element): string {
  const doc = el.ownerDocument;
  const label = labelName(el);
  if (label) return label;
  if (el.tagName === 'IMG') return collapse(el.getAttribute('alt') ?? '');
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) {
    const id = el.getAttribute('id');
    const labels = [...(id ? Array.from(doc.querySelectorAll('label')).filter((l) => l.getAttribute('for') === id) : []), ...(el.closest('label') ? [el.closest('label')!] : [])];
    return collapse(labels.map((l) => nameFromContent(l)).join(' '));
  }
  const role = roleOf(el);
  return role && NAME_FROM_CONTENT.has(role) ? collapse(nameFromContent(el)) : '';
}

/** Playwright's name matching: a string matches case-insensitively anywhere in the name, or the whole name with exact; a RegExp is tested. */
export function nameMatches(name: string, wanted: string | RegExp, exact = false): boolean {
  if (wanted instanceof RegExp) return wanted.test(name);
  return exact ? name === collapse(wanted) : name.toLowerCase().includes(collapse(wanted).toLowerCase());
}

export interface RoleQuery {
  name?: string | RegExp;
  exact?: boolean;
  level?: number;
}

/** getByRole: the elements under root with this role (and name, and heading level) that the HTML does not hide, in document order. */
export function byRole(root: ParentNode, role: string, query: RoleQuery = {}): Element[] {
  return Array.from(root.querySelectorAll('*')).filter(
    (el) =>
      roleOf(el) === role &&
      (query.level === undefined || el.tagName === `H${query.level}` || Number(el.getAttribute('aria-level')) === query.level) &&
      (query.name === undefined || nameMatches(accessibleName(el), query.name, query.exact)) &&
      !isHidden(el),
  );
}

/** getByRole that must find exactly one element (Playwright's strict mode), with a message naming the query. */
export function oneByRole(root: ParentNode, role: string, query: RoleQuery = {}): Element {
  const found = byRole(root, role, query);
  if (found.length !== 1) throw new Error(`Expected one ${role}${query.name === undefined ? '' : ` named ${String(query.name)}`}${query.level ? ` of level ${query.level}` : ''}, found ${found.length}.`);
  return found[0]!;
}

/** getByLabel: the form fields whose label matches. */
export function byLabel(root: ParentNode, label: string | RegExp, exact = false): Element[] {
  return Array.from(root.querySelectorAll('input, textarea, select')).filter((el) => !isHidden(el) && nameMatches(accessibleName(el), label, exact));
}

/** locator('section', { has: heading named `name` }): the sections that hold such a heading. */
export function sectionsWithHeading(root: ParentNode, name: string | RegExp, exact = false): Element[] {
  return Array.from(root.querySelectorAll('section')).filter((section) => byRole(section, 'heading', { name, exact }).length > 0);
}

/**
 * getByText: the elements whose words match (a string anywhere, case-insensitively; a RegExp tested)
 * and none of whose child elements' words do, in document order. Hidden ones included, as in Playwright.
 */
export function byText(root: ParentNode, text: string | RegExp): Element[] {
  const matches = (el: Element) => {
    const words = collapse(el.textContent ?? '');
    return text instanceof RegExp ? text.test(words) : words.toLowerCase().includes(collapse(text).toLowerCase());
  };
  return Array.from(root.querySelectorAll('*')).filter(
    (el) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'HEAD', 'TITLE', 'META'].includes(el.tagName) && !el.closest('head') && matches(el) && !Array.from(el.children).some(matches),
  );
}

/** The elements found under each root, once each, in the order found. */
export const within = (roots: Element[], find: (root: Element) => Element[]): Element[] => [...new Set(roots.flatMap(find))];
