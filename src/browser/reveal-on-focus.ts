/** The class a scroll-reveal block gets once it is shown (loader.css draws it in place). */
export const REVEALED = 'revealed';

/**
 * A keyboard user must never land on something still faded out or sliding in (WCAG 2.4.7, 2.4.11):
 * when focus enters a scroll-reveal block, that block and every block around it are shown at once,
 * without their transition. Blocks nobody focuses keep their animation.
 */
export function revealOnFocus() {
  document.addEventListener('focusin', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Keyboard focus only: a block jumping into place under a pressed mouse button would lose the click.
    if (!target?.matches(':focus-visible')) return;
    let block = target.closest<HTMLElement>('[data-reveal]');
    while (block) {
      // Set through the CSSOM, which the page's style-src policy allows (unlike a style attribute).
      block.style.transition = 'none';
      block.classList.add(REVEALED);
      block = block.parentElement?.closest<HTMLElement>('[data-reveal]') ?? null;
    }
  });
}
