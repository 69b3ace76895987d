/**
 * The page's prerendered styles (<style data-emotion="css …">), kept out of Emotion's sight while it
 * starts. Emotion adopts every such element it finds when a cache is created by moving it, and the
 * browser parses a moved stylesheet again: the page's ~95 kB of CSS in one long task. A cache is created
 * twice as the islands wake: by @emotion/react itself as its module is evaluated (its default cache,
 * which the islands never use) and by the islands' own (page-style-cache.ts). While the attribute is
 * away neither finds anything to move; the elements stay where they are and the browser keeps their
 * sheets (docs/decisions/011-islands.md, "Styles at hydration").
 */
export interface HiddenStyles {
  elements: HTMLStyleElement[];
  /** Each element's data-emotion value: its cache key, then the class names of its rules. */
  names: string[];
  release: () => void;
}

let hidden: Omit<HiddenStyles, 'release'> | null = null;
let holders = 0;

/** Hides the prerendered styles from Emotion until `release` is called (holds may overlap: the last release shows them). */
export function hidePrerenderedStyles(): HiddenStyles {
  if (holders++ === 0) {
    const elements = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'));
    const names = elements.map((element) => element.getAttribute('data-emotion') ?? '');
    for (const element of elements) element.removeAttribute('data-emotion');
    hidden = { elements, names };
  }
  const { elements, names } = hidden!;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    elements.forEach((element, index) => element.setAttribute('data-emotion', names[index]!));
    hidden = null;
  };
  return { elements, names, release };
}

/**
 * Runs `load` (a module that starts Emotion) with the prerendered styles hidden until it has settled:
 * its download included, so on a slow connection they stay hidden for that long (nothing but Emotion
 * reads the attribute).
 */
export async function withPrerenderedStylesHidden<T>(load: () => Promise<T>): Promise<T> {
  const { release } = hidePrerenderedStyles();
  try {
    return await load();
  } finally {
    release();
  }
}
