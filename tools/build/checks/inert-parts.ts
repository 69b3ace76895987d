/**
 * Finds the large "inert" parts of a built page: element subtrees made only of plain list and link
 * markup (ul, li, a, span… with class, href and the like; no id, for, name, form control, heading,
 * landmark, script, comment but React's empty one, or implied end tag). At a thousand towns the footer's
 * town list is such a part, byte for byte the same on every page, and 70% of each page's elements.
 *
 * Why this is safe to validate once (see page-html.ts and decision 010): none of html-validate's
 * standard rules nor the site's own links an element of such a part to anything outside it except
 * through its ancestors (no ids to clash or point at, no labels, controls, maps or main), so its
 * messages depend only on its bytes and its ancestors, and the messages outside it only on its root
 * element being there.
 */

export interface InertPart {
  /** Offset of the root's "<". */
  start: number;
  /** Offset just after the root's start tag (where its content begins). */
  contentStart: number;
  /** Offset of the root's end tag (where its content ends). */
  contentEnd: number;
  /** Offset just after the root's end tag. */
  end: number;
  tag: string;
}

const INERT_ELEMENTS = new Set(['a', 'abbr', 'b', 'br', 'div', 'em', 'i', 'li', 'ol', 'small', 'span', 'strong', 'ul']);
const INERT_ATTRIBUTES = new Set(['class', 'href', 'hreflang', 'lang', 'rel', 'style', 'target', 'title', 'aria-current', 'aria-label']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE_NAME = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

interface Frame {
  tag: string;
  start: number;
  contentStart: number;
  inert: boolean;
}

const inertTag = (tag: string, attributes: string) => INERT_ELEMENTS.has(tag) && [...attributes.matchAll(ATTRIBUTE_NAME)].every((m) => INERT_ATTRIBUTES.has(m[1]!.toLowerCase()));

/**
 * The outermost inert parts of at least `minBytes`, in page order. Anything the scan does not
 * understand makes the page have none (it is then validated whole): the scan may only miss parts,
 * never invent one, and page-html.ts also checks that html-validate saw an element where each starts.
 */
export function inertParts(html: string, minBytes = 16_384): InertPart[] {
  // A page that steers html-validate with comments is validated whole: a directive may reach into a part.
  if (html.includes('html-validate-')) return [];
  // Lines are counted by "\n" when a part's messages are moved to another page.
  if (html.includes('\r')) return [];
  const found: InertPart[] = [];
  const stack: Frame[] = [];
  const spoil = () => {
    for (const frame of stack) frame.inert = false;
  };
  let at = html.indexOf('<');
  while (at >= 0) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      if (close < 0) return [];
      // React's empty separator between two texts is the only comment an inert part may hold.
      if (close !== at + 5 || html[at + 4] !== ' ') spoil();
      at = html.indexOf('<', close + 3);
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      spoil();
      at = html.indexOf('<', html.indexOf('>', at) + 1);
      continue;
    }
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) {
      // A "<" that starts no tag: text html-validate may read otherwise; nothing around it is inert.
      spoil();
      at = html.indexOf('<', at + 1);
      continue;
    }
    const [whole, closing, name, attributes = '', selfClosing] = match;
    const tag = name!.toLowerCase();
    const after = at + whole.length;
    if (closing) {
      const frame = stack.pop();
      // An end tag that does not close the element last opened: the scan's tree may not be html-validate's.
      if (!frame || frame.tag !== tag) return [];
      // Never an <a> as the root: its content model is its parent's (transparent), and html-validate
      // skips an ancestor's own check when a child of the part breaks that model.
      if (frame.inert && tag !== 'a' && at - frame.start >= minBytes) found.push({ start: frame.start, contentStart: frame.contentStart, contentEnd: at, end: after, tag });
      if (!frame.inert) spoil();
    } else if (VOID.has(tag)) {
      if (!inertTag(tag, attributes)) spoil();
    } else if (selfClosing) {
      spoil();
    } else {
      // An <li> inside an <li> closes the first one (an implied end tag): not the tree the bytes show.
      const implied = tag === 'li' && stack.at(-1)?.tag === 'li';
      if (implied) spoil();
      stack.push({ tag, start: at, contentStart: after, inert: !implied && inertTag(tag, attributes) });
      if (RAW_TEXT.has(tag)) {
        const end = new RegExp(`</${tag}`, 'gi');
        end.lastIndex = after;
        const close = end.exec(html);
        if (!close) return [];
        spoil();
        at = close.index;
        continue;
      }
    }
    at = html.indexOf('<', after);
  }
  // Only the outermost: a part inside a larger one is part of it.
  found.sort((a, b) => a.start - b.start);
  const outer: InertPart[] = [];
  for (const part of found) if (!outer.length || part.start >= outer.at(-1)!.end) outer.push(part);
  return outer;
}

/** The page with each part's content blanked: every character but line breaks made a space, so offsets, lines and columns stay. */
export function blankParts(html: string, parts: InertPart[]): string {
  let out = '';
  let from = 0;
  for (const part of parts) {
    out += html.slice(from, part.contentStart) + html.slice(part.contentStart, part.contentEnd).replace(/[^\n]/g, ' ');
    from = part.contentEnd;
  }
  return out + html.slice(from);
}
