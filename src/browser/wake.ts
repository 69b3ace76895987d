import type { Wake } from '../islands/island-context';

const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** A visitor's deliberate touch: a mouse passing over a form during the load must not pull its code onto the critical path. */
const PRESS_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Idle = (callback: () => void) => void;
const whenIdle: Idle = (callback) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 1200);

/** A new task: what follows runs after the browser has had the chance to answer a tap. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Once the page has loaded, when the browser is idle. */
export function afterLoadIdle(callback: () => void) {
  const afterLoad = () => whenIdle(callback);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Whether a staff session is stored (storage may throw: then there is none to show). */
function sessionStored(): boolean {
  try {
    return Boolean(window.localStorage.getItem('token'));
  } catch {
    return false;
  }
}

/** Calls `start` once, when the island's moment comes. */
export function onWake(element: Element, wake: Wake, start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  switch (wake) {
    case 'load':
      once();
      return;
    case 'idle':
      whenIdle(once);
      return;
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          once();
        },
        { rootMargin: '200px' },
      );
      // The wrapper has display: contents (no box of its own): watch what it holds.
      for (const child of Array.from(element.children)) observer.observe(child);
      return;
    }
    case 'interaction':
      for (const type of TOUCH_EVENTS) element.addEventListener(type, once, { once: true, passive: true, capture: true });
      return;
    case 'afterLoad': {
      // Once the page has loaded, when the browser is idle; a press or focus before then starts it at once.
      for (const type of PRESS_EVENTS) element.addEventListener(type, once, { once: true, passive: true, capture: true });
      afterLoadIdle(once);
      return;
    }
    case 'interactionOrSession':
      if (sessionStored()) once();
      else onWake(element, 'interaction', once);
      return;
  }
}
