import { waitFor, type Driver } from './driver';

// The studio's live preview is a frame (srcdoc, so of the dashboard's own origin) drawn by the site's
// own sections. The drivers speak to the top document: the checks reach into the frame's document
// from there, and click in it with a real mouse click at the element's place on the screen.

export const PREVIEW_FRAME = 'section[aria-labelledby="studio-preview-heading"] iframe';

let marks = 0;

/**
 * Marks the first element of the preview's document that matches `css` (and has this text) once it is
 * shown and has stopped moving for two frames; answers a selector for it inside the frame's document.
 */
export async function pickInFrame(driver: Driver, css: string, text?: string): Promise<string> {
  const mark = String(++marks);
  await waitFor(driver, `${css}${text ? ` "${text}"` : ''} in the preview`, (frame: string, c: string, t: string | null, m: string) => {
    const doc = document.querySelector<HTMLIFrameElement>(frame)?.contentDocument;
    if (!doc) return false;
    const moving = doc.getAnimations().some((animation) => (animation.playState === 'running' || animation.pending) && animation.effect?.getComputedTiming().endTime !== Infinity);
    if (moving) return false;
    const element = [...doc.querySelectorAll(c)].find((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && (t === null || el.textContent?.replace(/\s+/g, ' ').trim() === t);
    });
    if (!element) return false;
    const before = element.getBoundingClientRect();
    return new Promise<boolean>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const after = element.getBoundingClientRect();
          const still = before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height;
          if (still) element.setAttribute('data-engines-frame-pick', m);
          resolve(still);
        }),
      ),
    );
  }, PREVIEW_FRAME, css, text ?? null, mark);
  return `[data-engines-frame-pick="${mark}"]`;
}

/** A real mouse click in the middle of an element of the preview, the frame and the element first brought into view. */
export async function clickInFrame(driver: Driver, selector: string) {
  const [x, y] = await driver.evaluate((frame: string, s: string) => {
    const iframe = document.querySelector<HTMLIFrameElement>(frame)!;
    const element = iframe.contentDocument!.querySelector(s)!;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const outer = iframe.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    const x = outer.left + iframe.clientLeft + inner.left + inner.width / 2;
    const y = outer.top + iframe.clientTop + inner.top + inner.height / 2;
    if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) {
      scrollBy(0, y - innerHeight / 2);
      const moved = iframe.getBoundingClientRect();
      return [moved.left + iframe.clientLeft + inner.left + inner.width / 2, moved.top + iframe.clientTop + inner.top + inner.height / 2];
    }
    return [x, y];
  }, PREVIEW_FRAME, selector);
  await driver.clickAt(x, y);
}

/** In the page: something of the preview's document, read from the top document. */
export const previewHas = (driver: Driver, what: string, fn: (frame: string, ...args: string[]) => unknown, ...args: string[]) => waitFor(driver, what, fn, PREVIEW_FRAME, ...args);
