/**
 * Where in the preview a field's words are, so the preview can bring them into view while she edits it.
 *
 * A field is found by what it holds, not by where it sits in its file: a town's words land in the
 * town page layouts, the site settings in every header and footer, a question in whichever page lists
 * it, so a file's pointer (section 3 of a page) would place only page files. The words she is typing
 * are on the page as she typed them (a picture by its address), on every kind of file.
 */

/** Enough of a value to find it on the page: its first words, without the marks that do not show. */
const PROBE_WORDS = 8;

/** Whitespace made single spaces, for comparing words typed in a box with words drawn on a page. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words of a field to look for on the page (its first few), or undefined when it holds too little to find. */
export function probeOf(value: string): string | undefined {
  const words = plain(value).split(' ').filter(Boolean).slice(0, PROBE_WORDS).join(' ');
  // A letter or two is on every page: finding it would jump anywhere.
  return words.length >= 3 ? words : undefined;
}

/** Never where words are looked for: the page's data (every word of the site, as JSON) and its styles. */
const NOT_SHOWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);

/**
 * The element of `doc` that shows `value`: the innermost holding its first words (or, for a picture's
 * address, the picture). A match inside something folded away (a question's answer in a closed
 * accordion) gives its nearest ancestor that is drawn.
 */
export function placeOf(doc: Document, value: string): Element | undefined {
  if (value.startsWith('/') && !value.includes(' ')) {
    const picture = [...doc.images].find((image) => image.getAttribute('src') === value || image.currentSrc.endsWith(value));
    return picture ? drawn(picture) : undefined;
  }
  const probe = probeOf(value);
  if (!probe || !doc.body) return undefined;
  let best: Element | undefined;
  for (const element of doc.body.querySelectorAll('*')) {
    if (NOT_SHOWN.has(element.tagName)) continue;
    const text = element.textContent ?? '';
    if (text.length < probe.length || (best && text.length >= (best.textContent ?? '').length)) continue;
    if (plain(text).includes(probe)) best = element;
  }
  return best ? drawn(best) : undefined;
}

/** The element itself when it takes up room on the page, or its nearest ancestor that does. */
function drawn(element: Element): Element | undefined {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const box = current.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) return current;
  }
  return undefined;
}

/**
 * Scrolls the frame's own window (never the dashboard: scrollIntoView would scroll every page around
 * the frame too) so `element` shows below the site's sticky header. An element already in view stays put.
 */
export function bringIntoView(doc: Document, element: Element) {
  const view = doc.defaultView;
  if (!view) return;
  const header = doc.querySelector('header')?.getBoundingClientRect().height ?? 0;
  const box = element.getBoundingClientRect();
  if (box.top >= header && box.bottom <= view.innerHeight) return;
  view.scrollTo({ top: Math.max(0, view.scrollY + box.top - header - 16), behavior: 'instant' });
}
