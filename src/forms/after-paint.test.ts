import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusAfterPaint } from './after-paint';

// A page reduced to what the focus rule reads: which element has the focus.
const page = { activeElement: null as unknown, body: { name: 'body' } };
const make = (name: string) => {
  const made = { name, focus: () => (page.activeElement = made) };
  return made;
};

describe('focusAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', page);
    vi.stubGlobal('requestAnimationFrame', (task: () => void) => setTimeout(task, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves the focus after the paint when it is still where the press left it', () => {
    const next = make('next');
    const heading = make('heading');
    next.focus();
    focusAfterPaint(() => heading.focus());
    expect(page.activeElement).toBe(next);
    vi.runAllTimers();
    expect(page.activeElement).toBe(heading);
  });

  it('moves it when the press gave it up to the page (the pressed button was hidden)', () => {
    const back = make('back');
    const heading = make('heading');
    back.focus();
    focusAfterPaint(() => heading.focus());
    page.activeElement = page.body;
    vi.runAllTimers();
    expect(page.activeElement).toBe(heading);
  });

  it('leaves it where the visitor put it meanwhile: a field she tapped right after NEXT keeps its caret', () => {
    const next = make('next');
    const heading = make('heading');
    const phone = make('phone');
    next.focus();
    focusAfterPaint(() => heading.focus());
    phone.focus();
    vi.runAllTimers();
    expect(page.activeElement).toBe(phone);
  });

  it('lets a second move queued by the same press follow the first (a new step, then the thank-you panel)', () => {
    const send = make('send');
    const heading = make('heading');
    const thanks = make('thanks');
    send.focus();
    focusAfterPaint(() => heading.focus());
    focusAfterPaint(() => thanks.focus());
    vi.runAllTimers();
    expect(page.activeElement).toBe(thanks);
  });
});
