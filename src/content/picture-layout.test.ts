import { describe, expect, it } from 'vitest';
import { ladderWidths, sizesFor, slotWidth, slots, widthsFor, grid, type PictureSlot } from './picture-layout';

const container = { sm: 720, md: 1236 };

/** What a browser computes from a `sizes` attribute at a window width (the forms sizesFor writes). */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const part of sizes.split(/,\s*(?![^()]*\))/)) {
    const media = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
    if (media && viewport < Number(media[1])) continue;
    const value = media ? media[2]! : part;
    const vw = (text: string) => text.replace(/100vw/g, String(viewport)).replace(/px/g, '').replace(/calc/g, '');
    return Number(new Function(`return ${vw(value)}`)());
  }
  throw new Error(`no size in ${sizes}`);
}

const everySlot: [string, PictureSlot][] = [...Object.entries(slots), ['gallery tile spanning 2', grid({ xs: 2, sm: 4, md: 4 }, { xs: 8, sm: 16, md: 16 }, { xs: 1, sm: 2, md: 2 })]];

describe('the widths pictures are made at', () => {
  it('are each standard slot at 1× and 2× of a phone and a desktop, near neighbours merged', () => {
    // full 412/824/1440/2880; cards 380/760 (merged into 412/824); two columns 582/1164; portrait 160/320.
    expect(ladderWidths(container)).toEqual([160, 320, 412, 582, 824, 1164, 1440, 2880]);
  });

  it('never enlarge a picture, and end with its own width', () => {
    const ladder = ladderWidths(container);
    expect(widthsFor(1600, ladder)).toEqual([160, 320, 412, 582, 824, 1164, 1440, 1600]);
    expect(widthsFor(800, ladder)).toEqual([160, 320, 412, 582, 800]);
    // 824 is within 10 % of 850: the picture's own width serves instead.
    expect(widthsFor(850, ladder)).toEqual([160, 320, 412, 582, 850]);
    expect(widthsFor(100, ladder)).toEqual([100]);
    // Not when that would leave a step of more than 2×: 300 is within 10 % of 320 but 160 × 2 < 340.
    expect(widthsFor(340, [160, 320])).toEqual([160, 320, 340]);
    expect(widthsFor(340, [170, 320])).toEqual([170, 340]);
  });

  it("let a browser pick at most twice the pixels across a picture shows, in every slot, window and density", () => {
    for (const source of [4000, 1600, 1200, 900, 640]) {
      const candidates = widthsFor(source, ladderWidths(container));
      for (const [name, slot] of everySlot) {
        for (let viewport = 320; viewport <= 2560; viewport += 7) {
          for (const density of [1, 1.5, 1.75, 2, 3]) {
            const needed = evaluateSizes(sizesFor(slot, container), viewport) * density;
            if (needed > candidates.at(-1)!) continue;
            const picked = candidates.find((width) => width >= needed)!;
            expect(picked / needed, `${name} at ${viewport} px × ${density}, a ${source} px picture`).toBeLessThanOrEqual(2);
          }
        }
      }
    }
  });
});

describe('the sizes attribute', () => {
  it('says the width the layout gives the slot at every window width', () => {
    for (const [name, slot] of everySlot) {
      for (let viewport = 320; viewport <= 2000; viewport += 1) {
        expect(evaluateSizes(sizesFor(slot, container), viewport), `${name} at ${viewport} px`).toBeCloseTo(slotWidth(slot, viewport, container), 0);
      }
    }
  });

  it('follows the layout: three cards share the 1236 px container less its gutters and gaps', () => {
    expect(slotWidth(slots.cards3, 1440, container)).toBe(380);
    expect(slotWidth(slots.cards3, 375, container)).toBe(343);
    expect(sizesFor(slots.full, container)).toBe('100vw');
    expect(sizesFor(slots.avatar, container)).toBe('160px');
  });
});
