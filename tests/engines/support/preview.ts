import { waitFor, type Driver } from './driver';
import { pick } from './page';

// The studio's live preview is a frame (srcdoc, so of the dashboard's own origin) drawn by the site's
// own sections. The drivers speak to the top document: the checks reach into the frame's document
// from there, and click in it with a real mouse click at the element's place on the screen.

export const PREVIEW_FRAME = 'section[aria-labelledby="studio-preview-heading"] iframe';

/** A selector, in the preview's document, for its first shown element that matches `css` (and has this text), once it has stopped moving. */
export const pickInFrame = (driver: Driver, css: string, text?: string): Promise<string> => pick(driver, { css, text, frame: PREVIEW_FRAME });

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
