/**
 * Two html-validate rules for defects its own rules cannot see, bundled as the plugin "site"
 * (used by tools/build/checks/check-html.ts; see docs/decisions/010-html-validity.md).
 */
import { Rule, type DOMReadyEvent, type ElementReadyEvent, type HtmlElement, type Location, type Plugin, type RuleDocumentation } from 'html-validate';
import { decodeEntities } from './html-links.ts';

const TAG = /<[a-zA-Z][\w:.-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ID = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const SVG_TAG = /<(\/?)svg\b(?:"[^"]*"|'[^']*'|[^>"'])*?(\/?)>/gi;

/** The inside of the inline <svg> whose start tag opens at `open`: from after that tag to its matching </svg>. */
function svgBody(data: string, open: number): { start: number; end: number } {
  SVG_TAG.lastIndex = open;
  let start = -1;
  let depth = 0;
  for (let match = SVG_TAG.exec(data); match; match = SVG_TAG.exec(data)) {
    if (start < 0) start = SVG_TAG.lastIndex;
    if (match[1]) depth--;
    else if (!match[2]) depth++;
    if (depth <= 0) return { start, end: match.index };
  }
  return { start: Math.max(start, open), end: data.length };
}

interface FoundId {
  id: string;
  offset: number;
  size: number;
}

/** The id attributes of the tags in source[start, end). */
function idsIn(data: string, start: number, end: number): FoundId[] {
  const found: FoundId[] = [];
  // Comments blanked to the same length, so offsets still match the source.
  const part = data.slice(start, end).replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length));
  for (const tag of part.matchAll(TAG)) {
    const attributes = tag[1] ?? '';
    const attributesAt = start + tag.index + tag[0].indexOf(attributes);
    for (const id of attributes.matchAll(ID)) {
      // Point at the value, as html-validate's own no-dup-id does.
      const raw = id[1] ?? id[2] ?? id[3] ?? '';
      const valueEnd = id.index + id[0].length - (id[3] === undefined ? 1 : 0);
      found.push({ id: decodeEntities(raw), offset: attributesAt + valueEnd - raw.length, size: raw.length });
    }
  }
  return found;
}

/**
 * html-validate skips the inside of inline <svg> (foreign content), so its no-dup-id never sees a
 * clipPath or gradient id there; a repeated one makes `url(#id)` point at the first copy on the page.
 */
export class NoDupIdInSvg extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'An id inside inline SVG must be unique on the page, like every other id. Derive it with useId, or draw without one.' };
  }

  override setup() {
    this.on('dom:ready', ({ document, source }: DOMReadyEvent) => {
      const htmlIds = new Set(document.querySelectorAll('[id]').map((el) => el.id));
      const seen = new Set<string>();
      for (const svg of document.querySelectorAll('svg')) {
        // The element's location starts just after the "<" of its start tag; its own id is in the DOM already.
        const { start, end } = svgBody(source.data, svg.location.offset - source.offset - 1);
        for (const { id, offset, size } of idsIn(source.data, start, end)) {
          if (id && (htmlIds.has(id) || seen.has(id))) this.report(svg, `Duplicate ID "${id}" inside <svg>`, locate(source, offset, size));
          seen.add(id);
        }
      }
    });
  }
}

/** line:column of an offset into the validated source (which starts at source.line:source.column). */
function locate(source: DOMReadyEvent['source'], offset: number, size: number): Location {
  const before = source.data.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const lines = before.split('\n').length - 1;
  return { filename: source.filename, offset: source.offset + offset, line: source.line + lines, column: (lines === 0 ? source.column : 1) + offset - lineStart, size };
}

/** HTML: an <option> without a label attribute must have words (outside a <datalist>); html-validate has no rule for it. */
export class OptionLabel extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'An <option> needs visible words (or a label attribute). Give an empty placeholder choice its words from the content.' };
  }

  override setup() {
    this.on('element:ready', ({ target }: ElementReadyEvent) => {
      if (!target.is('option') || target.parent?.is('datalist') || hasLabel(target)) return;
      if (target.textContent.trim() === '') this.report(target, '<option> has neither words nor a label attribute');
    });
  }
}

const hasLabel = (option: HtmlElement) => String(option.getAttribute('label')?.value ?? '').trim() !== '';

export const sitePlugin: Plugin = {
  name: 'site',
  rules: { 'site/no-dup-id-in-svg': NoDupIdInSvg, 'site/option-label': OptionLabel },
};
