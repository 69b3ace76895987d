import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A `navigate` event as the Navigation API fires it, reduced to what `watchLeaving` reads. */
const navigate = (sameDocument: boolean, downloadRequest: string | null = null) => Object.assign(new Event('navigate'), { destination: { sameDocument }, downloadRequest });

describe('watchLeaving', () => {
  // Each test starts from a page that has not been left (the module keeps that state).
  let recovery: typeof import('./island-recovery');
  beforeEach(async () => {
    vi.resetModules();
    recovery = await import('./island-recovery');
  });

  it('notes a navigation to another document: the page is being left', () => {
    const navigation = new EventTarget();
    recovery.watchLeaving(navigation);
    expect(recovery.pageIsLeaving()).toBe(false);
    navigation.dispatchEvent(navigate(false));
    expect(recovery.pageIsLeaving()).toBe(true);
  });

  it('ignores what keeps the page: a jump within it, an address changed in place, a download', () => {
    const navigation = new EventTarget();
    recovery.watchLeaving(navigation);
    navigation.dispatchEvent(navigate(true));
    navigation.dispatchEvent(navigate(false, 'price-list.pdf'));
    expect(recovery.pageIsLeaving()).toBe(false);
  });

  it('without the Navigation API, never counts the page as left', () => {
    recovery.watchLeaving(undefined);
    expect(recovery.pageIsLeaving()).toBe(false);
  });
});
