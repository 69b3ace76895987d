/**
 * The Inter faces every page declares (issue #24, LCP). Each weight comes as two files: a small one cut
 * down to the characters the site's own words use, which every page preloads, and Fontsource's whole
 * Latin file for every other Latin character (a name typed with "ñ", a town added with "é"), which the
 * browser fetches only when such a character is on the screen: the two faces' `unicode-range`s do not
 * overlap. On Lighthouse's phone profile the three Latin files (75 kB) were most of the bytes before
 * the hero picture; cut to the site's characters (about 9 kB each) each fits the first round trip of a
 * new connection. The cut leaves out the glyphs only OpenType features reach (`noLayoutClosure`:
 * Inter's alternates such as the raised colon between digits), which take a third of each file; the
 * letters themselves, kerning included, are the same.
 * See docs/decisions/008-performance.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** The weights the pages use: body text, buttons and labels, headings. */
export const WEIGHTS = [400, 600, 700] as const;
type Weight = (typeof WEIGHTS)[number];

/**
 * Characters the pages hold beyond the words of the content and the code's own (see codeCharacters):
 * the line breaks and tabs between tags (Chromium asks the font for them too, and would fetch a whole
 * file for a newline), MUI's thin space before a required field's "*" and its zero-width space (an
 * empty helper text, a field's outline, a busy button), the narrow no-break space of a time the
 * browser formats, typographic quotes and dashes.
 */
const ALWAYS = '\t\n\r\u00a0\u2009\u200b\u202f\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022\u00b7\u00a9';

const fontsourceDir = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));
const latinFile = (weight: Weight) => join(fontsourceDir, 'files', `inter-latin-${weight}-normal.woff2`);

/** The code points of Fontsource's Latin subset, as its own list of subsets gives them. */
export function latinCodePoints(): Set<number> {
  const ranges = JSON.parse(readFileSync(join(fontsourceDir, 'unicode.json'), 'utf8')) as Record<string, string>;
  if (!ranges.latin) throw new Error('@fontsource/inter/unicode.json names no "latin" subset: the font package changed its layout');
  const points = new Set<number>();
  for (const part of ranges.latin.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

/** Every character of every string in `value` (the site's content), in both cases, plus the printable ASCII range and `ALWAYS`. */
export function charactersOf(value: unknown): Set<number> {
  const points = new Set<number>();
  for (let point = 0x20; point < 0x7f; point++) points.add(point);
  const add = (text: string) => {
    // Upper case too: some headings are drawn in capitals by CSS (`text-transform`), "é" as "É".
    for (const char of text + text.toUpperCase()) points.add(char.codePointAt(0)!);
  };
  add(ALWAYS);
  const walk = (node: unknown) => {
    if (typeof node === 'string') add(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return points;
}

/**
 * The characters written into the page code under `src/` (a breadcrumb's "›" drawn by CSS, an
 * ellipsis in a busy label), tests and generated files left out. Comments add a few to the cut-down
 * files, which costs bytes only.
 */
export function codeCharacters(root: string): string {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'testing') walk(path);
      } else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const char of readFileSync(path, 'utf8')) if (char.codePointAt(0)! > 0x7e) chars.add(char);
      }
    }
  };
  walk(join(root, 'src'));
  return [...chars].sort().join('');
}

/** Code points as a CSS `unicode-range`, runs joined: "U+20-7E,U+A0". */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    const hex = (point: number) => point.toString(16).toUpperCase();
    parts.push(end === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[end]!)}`);
    i = end + 1;
  }
  return parts.join(',');
}

export interface FontFace {
  weight: number;
  url: string;
  /** Omitted: the face covers whatever its file holds. */
  unicodeRange?: string;
}

/** The @font-face rules for `faces`, shown with the fallback font until each arrives (`swap`, as Fontsource does). */
export function fontFaceCss(faces: FontFace[]): string {
  return faces
    .map((face) => {
      const range = face.unicodeRange ? `unicode-range:${face.unicodeRange};` : '';
      return `@font-face{font-family:'Inter';font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${face.url}) format('woff2');${range}}`;
    })
    .join('');
}

export interface PageFonts {
  /** The @font-face rules every page's head carries. */
  css: string;
  /** Files for dist/assets/, by name (content-hashed, so a host may cache them for ever). */
  files: { name: string; source: Buffer }[];
  /** The names of the files each page preloads: the cut-down ones. */
  preload: string[];
}

/** How the files are cut (part of their names, so a change here cuts them again). */
const CUT = { targetFormat: 'woff2', noLayoutClosure: true } as const;

const shortHash = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 10);
};

/**
 * The fonts for the pages of the project at `root`, whose content is `content`. Cut-down files are kept in
 * `cacheDir` by their inputs' hash, so a build whose content brings no new character cuts nothing.
 */
export async function pageFonts(root: string, content: unknown, cacheDir: string): Promise<PageFonts> {
  const latin = latinCodePoints();
  const used = [...charactersOf([content, codeCharacters(root)])].filter((point) => latin.has(point));
  const usedSet = new Set(used);
  const rest = [...latin].filter((point) => !usedSet.has(point));
  const text = String.fromCodePoint(...used);
  mkdirSync(cacheDir, { recursive: true });
  const faces: FontFace[] = [];
  const files: PageFonts['files'] = [];
  const preload: string[] = [];
  for (const weight of WEIGHTS) {
    const whole = readFileSync(latinFile(weight));
    const subsetName = `inter-subset-${weight}-${shortHash(whole, text, JSON.stringify(CUT))}.woff2`;
    const cached = join(cacheDir, subsetName);
    if (!existsSync(cached)) writeFileSync(cached, await subsetFont(whole, text, CUT));
    const wholeName = `inter-latin-${weight}-${shortHash(whole)}.woff2`;
    files.push({ name: subsetName, source: readFileSync(cached) }, { name: wholeName, source: whole });
    preload.push(subsetName);
    faces.push({ weight, url: `/assets/${wholeName}`, unicodeRange: unicodeRange(rest) }, { weight, url: `/assets/${subsetName}`, unicodeRange: unicodeRange(used) });
  }
  return { css: fontFaceCss(faces), files, preload };
}

/** The development server's faces: Fontsource's whole Latin files, served from node_modules by Vite. */
export function devFontCss(): string {
  return fontFaceCss(WEIGHTS.map((weight) => ({ weight, url: `/@fs${latinFile(weight)}`, unicodeRange: unicodeRange(latinCodePoints()) })));
}
