/**
 * How wide the layout shows a picture, in one place: the `sizes` a page's <img> carries and the widths
 * the build makes of every raster picture (tools/build/pictures.ts) both come from here, so they cannot
 * disagree. Widths are CSS pixels. See docs/decisions/023-responsive-images.md.
 */

/** MUI's breakpoints (the spec's sm 600 and md 900) and its Container gutters (16 px, 24 px from sm). */
const SM = 600;
const MD = 900;
const gutter = (viewport: number) => (viewport < SM ? 16 : 24);

/** The content column's maximum widths (site.json "layout.containerMaxWidth"). */
export interface ContainerWidths {
  sm: number;
  md: number;
}

type PerBreakpoint = { xs: number; sm: number; md: number };

/** Where a picture sits: across the whole window, in a grid column of the content container, or at a fixed size. */
export type PictureSlot =
  | { kind: 'full' }
  | { kind: 'fixed'; width: number }
  | { kind: 'grid'; columns: PerBreakpoint; gap: PerBreakpoint; span?: PerBreakpoint };

/** A grid column slot; `gap` in CSS pixels, the same at every breakpoint when one number. */
export const grid = (columns: PerBreakpoint, gap: PerBreakpoint | number, span?: PerBreakpoint): PictureSlot => ({
  kind: 'grid',
  columns,
  gap: typeof gap === 'number' ? { xs: gap, sm: gap, md: gap } : gap,
  ...(span ? { span } : {}),
});

/** The slots the sections use (each names its own; the gallery builds one from its content's layout). */
export const slots = {
  /** Hero and header backgrounds: the whole window. */
  full: { kind: 'full' },
  /** src/components/card-grid.tsx with 3 columns (service cards, picture cards): 1, 2, 3 columns, 24 px apart. */
  cards3: grid({ xs: 1, sm: 2, md: 3 }, 24),
  /** The same grid with 2 columns (four picture cards). */
  cards2: grid({ xs: 1, sm: 2, md: 2 }, 24),
  /** The portfolio: 1, 2, 3 columns, 16 px apart below md and 24 px from it. */
  portfolio: grid({ xs: 1, sm: 2, md: 3 }, { xs: 16, sm: 16, md: 24 }),
  /** A text block's picture: beside the words from md (64 px apart), under them below. */
  half: grid({ xs: 1, sm: 1, md: 2 }, { xs: 32, sm: 32, md: 64 }),
  /** An owner's round portrait. */
  avatar: { kind: 'fixed', width: 160 },
} satisfies Record<string, PictureSlot>;

const columnsAt = (values: PerBreakpoint, viewport: number) => (viewport >= MD ? values.md : viewport >= SM ? values.sm : values.xs);

/** The CSS width of a picture in a slot on a window `viewport` CSS pixels wide. */
export function slotWidth(slot: PictureSlot, viewport: number, container: ContainerWidths): number {
  if (slot.kind === 'full') return viewport;
  if (slot.kind === 'fixed') return slot.width;
  const max = viewport >= MD ? container.md : viewport >= SM ? container.sm : Infinity;
  const inner = Math.min(viewport, max) - 2 * gutter(viewport);
  const columns = columnsAt(slot.columns, viewport);
  const span = slot.span ? Math.min(columnsAt(slot.span, viewport), columns) : 1;
  const gap = columnsAt(slot.gap, viewport);
  return ((inner - gap * (columns - 1)) / columns) * span + gap * (span - 1);
}

const px = (value: number) => `${Math.round(value)}px`;

/**
 * The `sizes` attribute for a slot: one media condition per stretch of window widths where the width
 * is either fixed (the container at its maximum) or a straight line in 100vw (no min()/max(), which
 * older engines do not parse in `sizes`).
 */
export function sizesFor(slot: PictureSlot, container: ContainerWidths): string {
  if (slot.kind === 'full') return '100vw';
  if (slot.kind === 'fixed') return px(slot.width);
  // The stretches, widest first: [from, capped?]. Capped means the container has reached its maximum.
  const stretches: [number, boolean][] = [
    [Math.max(container.md, MD), true],
    [MD, false],
    [Math.max(container.sm, SM), true],
    [SM, false],
    [0, false],
  ];
  const parts = stretches.map(([from, capped]) => {
    const width = slotWidth(slot, from, container);
    if (capped) return { from, value: px(width) };
    // Linear: width = (100vw - fixed) * share, where share and fixed come from two points of the line.
    const share = (slotWidth(slot, from + 100, container) - width) / 100;
    const fixed = from - width / share;
    const value = share === 1 ? `calc(100vw - ${px(fixed)})` : `calc((100vw - ${px(fixed)}) * ${Number(share.toFixed(4))})`;
    return { from, value };
  });
  return parts.map(({ from, value }) => (from > 0 ? `(min-width: ${from}px) ${value}` : value)).join(', ');
}

/** The phone and the desktop the widths are made for: Lighthouse's mobile (412 px) and a common laptop window. */
export const PHONE = 412;
export const DESKTOP = 1440;
/** Two candidates closer than this are one: the larger serves both, at most 10 % more pixels across. */
const MERGE = 1.1;

/**
 * The widths (device pixels) every raster picture is made at: each standard slot at 1× and 2× of the
 * phone and the desktop (full width 412/824/1440/2880, card columns 380/760 on both, two columns
 * 582/1164, a portrait 160/320), near neighbours merged. Consecutive widths are at most 2× apart, so
 * whatever width a window needs, the browser's pick is less than twice it.
 */
export function ladderWidths(container: ContainerWidths): number[] {
  const wanted = new Set<number>();
  for (const slot of Object.values(slots) as PictureSlot[]) {
    for (const viewport of [PHONE, DESKTOP]) for (const density of [1, 2]) wanted.add(Math.round(slotWidth(slot, viewport, container) * density));
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: number[] = [];
  for (const width of sorted) {
    if (out.length && width <= out.at(-1)! * MERGE) out[out.length - 1] = width;
    else out.push(width);
  }
  // Fill any gap wider than 2× (a layout change could open one) with its geometric middle.
  for (let i = 1; i < out.length; i++) if (out[i]! > out[i - 1]! * 2) out.splice(i--, 0, Math.round(Math.sqrt(out[i - 1]! * out[i]!)));
  return out;
}

/**
 * The widths one picture is made at: the ladder's widths it can fill without enlarging, then its own
 * width (so a window that wants more still gets every pixel there is). A width just under the picture's
 * own is dropped for it.
 */
export function widthsFor(sourceWidth: number, ladder: number[]): number[] {
  const below = ladder.filter((width) => width < sourceWidth);
  // Dropped only while the step down to the width before it stays under 2×.
  const last = below.at(-1);
  if (last !== undefined && last * MERGE >= sourceWidth && (below.at(-2) ?? 0) * 2 >= sourceWidth) below.pop();
  return [...below, sourceWidth];
}
