import type { Breakpoint, Theme } from '@mui/material/styles';

/** Attributes that let the scroll-reveal script animate a block (src/browser/scroll-reveal.ts); without the script they do nothing. */
export function reveal(animation: RevealAnimation = 'fade-up'): Record<string, string> {
  return { 'data-reveal': animation };
}

/** How a block comes in: rising, from the left or right, or growing (the looks of loader.css). */
export type RevealAnimation = 'fade-up' | 'fade-left' | 'fade-right' | 'zoom-in';

/** No card waits longer than this after it scrolls into view (../shared/decisions.md, "Card entrance delay"). */
export const MAX_CARD_DELAY_MS = 800;

/**
 * The spec's card entrance delay (`cardDelayStep` per card index), counted by a card's place in its
 * row as the grid is laid out at each width: one column has no delay, a three-column row 0/400/800 ms.
 * It counts cards, not cells: in the picture gallery, where a picture may span columns or be hidden
 * on small screens, the count is near the row but not exact (the delay stays within the limit).
 * Given to the grid's `sx` (with the columns it has from each breakpoint up), it writes CSS, so the
 * prerendered page follows the breakpoints with no script; the stylesheet's transition reads the
 * `--reveal-delay` it sets on each card.
 */
export function rowStagger(columns: Partial<Record<Breakpoint, number>>, step: number) {
  return (theme: Theme) =>
    Object.fromEntries(
      Object.entries(columns).map(([breakpoint, count]) => {
        // `:nth-of-type(n)` (every card) weighs as much as the rules after it, so a wider layout's rules,
        // written later, replace a narrower one's for every card. Of type, not child: cards are the
        // grid's <li>s, and Emotion warns that a server render may put a <style> among children.
        const rules: Record<string, { '--reveal-delay': string }> = { '& > :nth-of-type(n)': { '--reveal-delay': '0ms' } };
        for (let place = 1; place < count!; place++) rules[`& > :nth-of-type(${count}n+${place + 1})`] = { '--reveal-delay': `${Math.min(place * step, MAX_CARD_DELAY_MS)}ms` };
        return [theme.breakpoints.up(breakpoint as Breakpoint), rules];
      }),
    );
}
