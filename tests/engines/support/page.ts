import { waitFor, type Driver } from './driver';

// The engine-neutral counterparts of tests/e2e/support/app.ts: open a page and wait until its script
// has taken over (<html data-ready>, set by src/browser/loader.ts), and find elements the way a
// visitor names them (their text or label), since the drivers share only CSS selectors.

/** Loads a path and waits until the page is interactive. */
export async function openPage(driver: Driver, path: string) {
  await driver.goto(path);
  await appReady(driver);
}

/** Reloads and waits until the page is interactive again. */
export async function reloadPage(driver: Driver) {
  await driver.reload();
  await appReady(driver);
}

export async function appReady(driver: Driver) {
  await waitFor(driver, 'the page script to take over (<html data-ready>)', () => document.documentElement.dataset.ready === 'true');
}

/** What went wrong in the page so far: recorded by the page itself (support/record-errors.ts). */
export async function pageProblems(driver: Driver): Promise<string[]> {
  return driver.evaluate(() => (window as unknown as { __engineProblems?: string[] }).__engineProblems ?? ['the error recorder did not run']);
}

export interface Target {
  /** CSS selector of the candidates. */
  css: string;
  /** Their visible text, trimmed (for buttons, links, summaries). */
  text?: string;
  /** Their label: a <label> of a form control (without the required " *"), or aria-label. */
  label?: string;
  /**
   * Their accessible name, as far as the studio's controls need it: aria-label, else the text of what
   * aria-labelledby names, else a form control's <label>, else their own text (trimmed, without " *").
   */
  name?: string;
  /** Only candidates inside the first element matching this selector. */
  within?: string;
  /** Only candidates in the document of the first frame matching this selector (the studio's live preview). */
  frame?: string;
}

let picks = 0;

/**
 * A selector for the first visible element that matches the target, marked with a data attribute once
 * it shows, no animation runs and it has not moved for two frames (waiting for that, as a menu opens).
 * Fails, naming the target, when none shows within 10 s. With `frame`, the selector is one for that
 * frame's document (support/preview.ts clicks there).
 */
export async function pick(driver: Driver, target: Target): Promise<string> {
  const mark = String(++picks);
  await waitFor(
    driver,
    `a visible element for ${JSON.stringify(target)}`,
    (t: Target, m: string) => {
      const frame = t.frame ? document.querySelector<HTMLIFrameElement>(t.frame) : null;
      const doc = t.frame ? frame?.contentDocument : document;
      if (!doc) return false;
      // Like Playwright's stable element: a click on something still sliding in could land beside it
      // (in a frame, the frame too may be moving: the phone's folded preview opening).
      const moving = [doc, ...(frame ? [document] : [])].some((d) => d.getAnimations().some((animation) => (animation.playState === 'running' || animation.pending) && animation.effect?.getComputedTiming().endTime !== Infinity));
      if (moving) return false;
      const scope = t.within ? doc.querySelector(t.within) : doc;
      const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').replace(/\s*\*$/, '').trim();
      const element = [...(scope?.querySelectorAll(t.css) ?? [])].find((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || doc.defaultView!.getComputedStyle(el).visibility === 'hidden') return false;
        if (t.text !== undefined && norm(el.textContent) !== t.text) return false;
        if (t.name !== undefined) {
          const byIds = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => doc.getElementById(id)?.textContent ?? '').join(' ');
          const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => label.textContent).join(' ');
          if (norm(el.getAttribute('aria-label') || byIds || labels || el.textContent) !== t.name) return false;
        }
        if (t.label !== undefined) {
          const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => norm(label.textContent));
          if (!labels.includes(t.label) && el.getAttribute('aria-label') !== t.label) return false;
        }
        return true;
      });
      if (!element) return false;
      // Still for two frames, like Playwright's stable element: a transition may not have begun yet.
      // Its box on the screen: in a frame, moved by the frame's own place.
      const onScreen = () => {
        const box = element.getBoundingClientRect();
        const at = frame?.getBoundingClientRect();
        return { x: box.x + (at?.x ?? 0), y: box.y + (at?.y ?? 0), width: box.width, height: box.height };
      };
      const before = onScreen();
      return new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const after = onScreen();
            const still = before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height;
            if (still) element.setAttribute('data-engines-pick', m);
            resolve(still);
          }),
        ),
      );
    },
    target,
    mark,
  );
  return `[data-engines-pick="${mark}"]`;
}

/**
 * In the page: whether the element's being shown (a box, not visibility: hidden, what Playwright
 * calls visible) is `shown`. One page function for the three helpers below, since a page function
 * travels as its own source and cannot call another.
 */
const shownIs = (selector: string, shown: boolean): boolean => {
  const el = document.querySelector(selector);
  const box = el?.getBoundingClientRect();
  const visible = !!el && !!box && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  return visible === shown;
};

/** Whether the element is shown now. */
export const isVisible = (driver: Driver, selector: string): Promise<boolean> => driver.evaluate(shownIs, selector, true);

export const waitVisible = (driver: Driver, selector: string, what: string) => waitFor(driver, `${what} to show`, shownIs, selector, true);

export const waitHidden = (driver: Driver, selector: string, what: string) => waitFor(driver, `${what} to hide`, shownIs, selector, false);

/** Waits until the element matching the selector has the focus. */
export async function waitFocused(driver: Driver, selector: string, what: string) {
  try {
    await waitFor(driver, `${what} to have the focus`, (s: string) => document.activeElement !== null && document.activeElement === document.querySelector(s), selector);
  } catch (error) {
    // Where the focus is instead, into a frame (the studio's preview) if it is there.
    const instead = await driver.evaluate(() => {
      const name = (el: Element | null) => (el ? `<${el.tagName.toLowerCase()}${el.id ? ` id="${el.id}"` : ''}${el.getAttribute('aria-label') ? ` aria-label="${el.getAttribute('aria-label')}"` : ''}>` : 'nothing');
      const active = document.activeElement;
      const inFrame = active instanceof HTMLIFrameElement ? active.contentDocument?.activeElement ?? null : null;
      return inFrame ? `${name(active)} › ${name(inFrame)}` : name(active);
    }).catch(() => 'unknown');
    throw new Error(`${(error as Error).message}; the focus is on ${instead}`);
  }
}

/** Waits until some element matching the selector has exactly this text; a failure says what they said instead. */
export async function waitText(driver: Driver, selector: string, text: string) {
  try {
    await waitFor(driver, `"${text}" in ${selector}`, (s: string, t: string) => [...document.querySelectorAll(s)].some((el) => el.textContent?.trim() === t), selector, text);
  } catch (error) {
    const said = await driver.evaluate((s: string) => [...document.querySelectorAll(s)].map((el) => el.textContent?.trim()), selector).catch(() => []);
    throw new Error(`${(error as Error).message}; they say ${JSON.stringify(said)}`);
  }
}

/** A selector for the form whose heading has this text (the page's forms are told apart by their headings). */
export async function formWithHeading(driver: Driver, heading: string): Promise<string> {
  const mark = String(++picks);
  await waitFor(driver, `a form headed "${heading}"`, (h: string, m: string) => {
    const form = [...document.querySelectorAll('form')].find((f) => f.querySelector('h1, h2, h3, h4')?.textContent?.trim() === h);
    form?.setAttribute('data-engines-form', m);
    return Boolean(form);
  }, heading, mark);
  return `[data-engines-form="${mark}"]`;
}
