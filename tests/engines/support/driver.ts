/**
 * What a check needs from a browser, whichever engine runs it: WebKit through its W3C WebDriver
 * server (webkit.ts), Firefox through WebDriver BiDi with Puppeteer (firefox.ts). Checks are written
 * once against this interface (tests/engines/checks.ts). Elements are named by CSS selectors.
 */
export interface Driver {
  readonly engine: EngineName;
  /** Loads a path of the site and waits for the new document (WebKit: its load event; Firefox: parsed, see firefox.ts). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Sets the size of the viewport (the page's innerWidth × innerHeight), and waits until the page sees it. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real mouse click in the middle of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** A real mouse click at a point of the viewport (CSS pixels from its top left), whatever lies there. */
  clickAt(x: number, y: number): Promise<void>;
  /** A real key press (a WebDriver key name: 'Escape', 'Enter', 'Tab', ' '; 'Shift+Tab' holds Shift down around Tab). */
  press(key: Key): Promise<void>;
  /** Types text at the end of the element's text (real key events), after focusing it by a click and pressing End. */
  type(selector: string, text: string): Promise<void>;
  /**
   * Replaces the whole text of a field with `text` typed by real key events: a click into it, all of
   * its text selected, then the keys (Backspace when `text` is empty), as a person retypes a field.
   */
  fill(selector: string, text: string): Promise<void>;
  /** Types text where the focus is, by real key events (a date field's parts, after a Tab into it). */
  keys(text: string): Promise<void>;
  /** Sends keys to the element without a click first (WebDriver's element send keys; Firefox: focus, then the keys). */
  keysTo(selector: string, text: string): Promise<void>;
  /** Hands a file on this machine to an <input type="file"> (WebDriver's element send keys; BiDi's input.setFiles). */
  upload(selector: string, path: string): Promise<void>;
  /** Chooses the option with this text in a <select>, as a visitor does. */
  select(selector: string, optionText: string): Promise<void>;
  /** Runs a function in the page; arguments and result travel as JSON. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>;
  close(): Promise<void>;
}

export type Key = 'Escape' | 'Enter' | 'Tab' | 'Shift+Tab' | ' ' | 'End' | 'Backspace';

export type EngineName = 'webkit' | 'firefox';

/**
 * The source of a page function as one expression applied to its arguments. tsx keeps function
 * names by wrapping inner ones in `__name(...)`, which does not exist in the page: it is given one.
 */
export function pageCall(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `((__name) => (${fn.toString()}))((f) => f)(...${JSON.stringify(args)})`;
}

/**
 * In the page: brings the element to the middle of the screen when it is not wholly on it, or when
 * something else is drawn over its middle (a sticky bar, a dialog's end of scroll), so that a real
 * click there reaches it, as Playwright's actionability does.
 */
export const bringIntoReach = (selector: string) => {
  const element = document.querySelector(selector);
  const box = element?.getBoundingClientRect();
  if (!element || !box) return;
  const offScreen = box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth;
  const atMiddle = offScreen ? null : document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (offScreen || !atMiddle || !(element === atMiddle || element.contains(atMiddle))) element.scrollIntoView({ block: 'center', inline: 'center' });
};

/** In the page: selects the whole text of the field, so that what is typed next replaces it. */
export const selectAllOf = (selector: string) => (document.querySelector(selector) as HTMLInputElement | HTMLTextAreaElement).select();

/** Waits (polling, never a fixed sleep) until the page function returns a truthy value; fails with what it waited for. */
export async function waitFor<A extends unknown[], R>(driver: Driver, what: string, fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>> {
  return waitLonger(driver, 10_000, what, fn, ...args);
}

/** waitFor with a deadline of its own, for a state that takes a server longer (a save checks the whole site). */
export async function waitLonger<A extends unknown[], R>(driver: Driver, ms: number, what: string, fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation in flight destroys the page's context: the next poll asks the new page.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${driver.engine}: waited ${ms / 1000} s for ${what}; last answer: ${last instanceof Error ? last.message : JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until an address on this machine answers (a server just started), up to `ms`. */
export async function waitForServer(url: string, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
